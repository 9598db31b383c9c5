/** Business constants from the specification (000 §9, 001 §9, 002 §9). */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 5000;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 750;
export const SEARCH_CLEAR_DEBOUNCE_MS = 1;
export const TOAST_DURATION_MS = 5000;
export const SPLASH_HIDE_DELAY_MS = 1000;
export const STORAGE_TTL_SECONDS = 86400;
export const LAST_LOCATION_TTL_SECONDS = 120;
export const FIXED_COUNTRY_ID = 1;
export const COORDINATE_DECIMALS = 7;
export const NAME_MAX_LENGTH = 200;
export const DEFAULT_COLORS = {
  themeColorCode: '#000',
  primaryColorCode: '#5443C4',
  secondaryColorCode: '#FD5739',
  contentBackgroundColorCode: '#F0F3FA',
  contentTextColorCode: '#24253D',
} as const;

/** Response message codes (docs/api.md). */
export const MessageCode = {
  AuthRequired: 'AuthRequired',
  TokenInvalid: 'TokenInvalid',
  Validation: 'Validation',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  InUse: 'InUse',
  InvalidTag: 'InvalidTag',
  InvalidCredentials: 'InvalidCredentials',
  TooManyAttempts: 'TooManyAttempts',
  TooManyRequests: 'TooManyRequests',
  TooExpensive: 'TooExpensive',
  Unexpected: 'Unexpected',
  WrongPassword: 'WrongPassword',
  InvalidInvitation: 'InvalidInvitation',
  FileTooLarge: 'FileTooLarge',
  FileType: 'FileType',
  /** A request body over its route's limit (docs/api.md, Refused requests). */
  BodyTooLarge: 'BodyTooLarge',
  /** A method the address does not take (405, with Allow). */
  MethodNotAllowed: 'MethodNotAllowed',
  NoChanges: 'NoChanges',
  SelfAccount: 'SelfAccount',
  /** The change would leave the tenant without an active panel user holding every permission (docs/security.md). */
  LastAdministrator: 'LastAdministrator',
  /** An export whose list has no row: no empty workbook is made (docs/exports.md). */
  NothingToExport: 'NothingToExport',
  /** The caller's role lacks the permission the operation needs (docs/permissions.md). */
  Forbidden: 'Forbidden',
} as const;
export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];
