export * from './users.table.ts';
export * from './tokens.table.ts';
export * from './reference.table.ts';
