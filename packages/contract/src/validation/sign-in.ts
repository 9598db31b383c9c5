import { z } from 'zod';
import { normalizeGsm } from './gsm.ts';
import { TAG_PATTERN } from '../constants.ts';

export const tagInput = z.string().trim().toLowerCase().regex(TAG_PATTERN);
/** A basic email pattern (spec 000 §5: 'Check the Email field'). */
export const emailInput = z.string().trim().min(1).max(254).email();
export const passwordInput = z.string().min(1).max(256);

/**
 * What an employee signs in to the portal with, as the tenant's 'login method' setting says (docs/sign-in.md):
 * email, GSM (10 digits) or national identity number (11 digits). The panel always takes the email.
 */
export const LOGIN_METHODS = ['email', 'gsm', 'nationalityIdentityNumber'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Each identifier's own rule; a value that breaks it is no account at all. */
export const identifierRules: Record<LoginMethod, z.ZodType<string>> = {
  email: emailInput.transform((v) => v.toLowerCase()),
  gsm: z
    .string()
    .transform(normalizeGsm)
    .pipe(z.string().regex(/^\d{10}$/)),
  nationalityIdentityNumber: z
    .string()
    .trim()
    .regex(/^\d{11}$/),
};

/**
 * The sign-in body (spec 000 §7: `{connectionToken, email, password}`). A client may also name the identifier
 * by the login method (`gsm`, `nationalityIdentityNumber`) or as `identifier`; the server takes the one the
 * method asks for. Anything else in the body is ignored.
 */
const identified = {
  connectionToken: z.string().min(1).max(4096),
  email: z.string().max(254).nullish(),
  gsm: z.string().max(32).nullish(),
  nationalityIdentityNumber: z.string().max(32).nullish(),
  identifier: z.string().max(254).nullish(),
};
/**
 * A sign-in may also carry the device mark an earlier success gave (docs/sign-in.md, Known devices): a
 * browser sends it as a cookie, an app as the `X-Pano-Device` header or this field. A malformed one is none.
 */
export const signInInput = z.object({
  ...identified,
  password: passwordInput,
  deviceMark: z.string().max(300).nullish().catch(null),
});

/** "Forgot password": the tenant (its connection token) and the identifier, as for a sign-in. */
export const forgotPasswordInput = z.object(identified);

/**
 * The tag some of the spec's inputs carry (logos, theme, editor images): accepted for their shape and
 * ignored, since the tenant always comes from the token.
 */
export const ignoredTag = z.string().max(63).nullish();
