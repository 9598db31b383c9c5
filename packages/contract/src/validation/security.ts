/**
 * The security events an administrator can read (docs/sign-in.md), one code each; the panel names them from
 * its dictionary.
 */
export const SECURITY_EVENT_KINDS = [
  'signIn',
  'signInFailed',
  'signInRefused',
  'signOut',
  'passwordChanged',
  'passwordChangeFailed',
  'passwordReset',
  'invitationAccepted',
  'allSessionsEnded',
  'accountUnlocked',
  'linkHandedOver',
  'signInLocked',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** A kind as a number (1 …), for selects that choose by id: the list order is kept, kinds only appended. */
export const securityEventKindCode = (kind: SecurityEventKind): number =>
  SECURITY_EVENT_KINDS.indexOf(kind) + 1;

/** How long events are kept unless SECURITY_EVENT_DAYS says otherwise. */
export const SECURITY_EVENT_DAYS = 365;
