import { z } from 'zod';
import { TAG_PATTERN } from '../constants.ts';

export const tagInput = z.string().trim().toLowerCase().regex(TAG_PATTERN);
/** A basic email pattern (spec 000 §5: 'Check the Email field'). */
export const emailInput = z.string().trim().min(1).max(254).email();
export const passwordInput = z.string().min(1).max(256);

export const verifyPanelUserInput = z.object({
  connectionToken: z.string().min(1).max(4096),
  email: emailInput,
  password: passwordInput,
});
