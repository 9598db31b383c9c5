import type { FileRule } from './fileCheck.ts';

/** docs/api.md: logos are PNG, JPEG or WebP within the image limit; recognised by their bytes. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const LOGO_RULE: FileRule = { kinds: ['image'], extensions: ['png', 'jpg', 'webp'] };
