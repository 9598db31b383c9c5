export * from './constants.ts';
export type * from './envelope.ts';
export * from './i18n/messages.ts';
export * from './validation/issues.ts';
export * from './validation/reference.ts';
export * from './validation/sign-in.ts';
export * from './validation/people.ts';
export * from './validation/recipients.ts';
