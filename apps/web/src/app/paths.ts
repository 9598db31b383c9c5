/** Fixed routes of the shell (spec 000 §2, 001 §2). */
export const SIGN_IN_PATH = '/auth/login';
/** A new panel user's invitation link: `/auth/davet?tag=&token=` (docs/api.md). */
export const INVITATION_PATH = '/auth/davet';
export const LOGOUT_PATH = '/logout';
export { NOT_FOUND_PATH } from '../components/NotFoundRedirect.tsx';
/** A password reset link: `/auth/sifre-yenile?tag=&token=` (docs/passwords.md). */
export const RESET_PATH = '/auth/sifre-yenile';
/** "Şifremi unuttum": the tenant from the sign-in's tag step, then the e-mail. */
export const FORGOT_PATH = '/auth/sifremi-unuttum';
/** An approval's one-time link: `/onay?tag=&token=` (docs/approvals.md); public, decides on a click only. */
export const APPROVAL_LINK_PATH = '/onay';
