/** Fixed routes of the shell (spec 000 §2, 001 §2). */
export const SIGN_IN_PATH = '/auth/login';
/** A new panel user's invitation link: `/auth/davet?tag=&token=` (docs/api.md). */
export const INVITATION_PATH = '/auth/davet';
export const LOGOUT_PATH = '/logout';
export const NOT_FOUND_PATH = '/error/error-v1';
