/** docs/api.md: logos are PNG, JPEG or WebP, at most 2 MB. The server decides by content; this saves a trip. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_MB = 2;

/** The reason a file cannot be a logo (a dictionary key of the contract and its values), or null. */
export function logoFileProblem(file: File): { key: string; max?: number } | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { key: 'contract:codes.FileType' };
  if (file.size > LOGO_MAX_MB * 1024 * 1024) return { key: 'contract:codes.FileTooLarge', max: LOGO_MAX_MB };
  return null;
}
