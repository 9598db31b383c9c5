import { z } from 'zod';

/** A colour as the theme page takes it: #rgb or #rrggbb. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const color = z
  .string()
  .trim()
  .max(7)
  .refine((v) => HEX_COLOR.test(v), { message: 'checkField' });
const optionalColor = z
  .string()
  .trim()
  .max(7)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || HEX_COLOR.test(v), { message: 'checkField' });
/**
 * The tag the spec's branding inputs carry: the caller's own tenant (compared trimmed, without case), or
 * none; the server refuses another tenant's ('Tag: You can change only the company you are signed in to').
 */
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .max(63)
  .nullish()
  .transform((v) => v || null);

/**
 * setThemeColor (spec 000 §5, §7): the theme colour is required, the others are kept when left out; every
 * colour given is a hex colour.
 */
export const themeColorInput = z.object({
  colorCode: z.string().trim().min(1).max(7).pipe(color),
  primaryColorCode: optionalColor,
  secondaryColorCode: optionalColor,
  contentBackgroundColorCode: optionalColor,
  contentTextColorCode: optionalColor,
  tag,
});

/** uploadLogo / uploadTransparentLogo: a chosen file (spec 000 §5); the content decides whether it is an image. */
export const logoInput = z.object({
  fileName: z.string().trim().min(1).max(255),
  fileBase64String: z.string().min(1),
  tag,
});

export type ThemeColorInput = z.infer<typeof themeColorInput>;
export type LogoInput = z.infer<typeof logoInput>;
