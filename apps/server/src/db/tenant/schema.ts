export * from './organization.table.ts';
export * from './users.table.ts';
export * from './tokens.table.ts';
export * from './reference.table.ts';
export * from './people.table.ts';
export * from './works.table.ts';
export * from './mail.table.ts';
