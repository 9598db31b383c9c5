/** Fixed routes of the shell (spec 000 §2, 001 §2). */
export const SIGN_IN_PATH = '/auth/login';
export const LOGOUT_PATH = '/logout';
export const NOT_FOUND_PATH = '/error/error-v1';
