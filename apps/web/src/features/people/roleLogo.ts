import { mutationDocument, singleDocument } from '../../crud/documents.ts';

/** Which of a role's two logos (spec 001 §2, role logo page). */
export type LogoKind = 'logo' | 'transparentLogo';
export const LOGO_KINDS: readonly LogoKind[] = ['logo', 'transparentLogo'];

/** docs/api.md: PNG, JPEG or WebP, at most 2 MB. The server decides by content; this only saves a trip. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_MB = 2;

const INPUTS = [
  { name: 'roleId', type: 'Int!' },
  { name: 'fileName', type: 'String!' },
  { name: 'fileBase64String', type: 'String!' },
];

/** `uploadRoleLogo(role: {roleId fileName fileBase64String})` and its transparent twin. */
export const LOGO_UPLOAD_DOCUMENTS: Record<LogoKind, string> = {
  logo: mutationDocument('uploadRoleLogo', INPUTS, 'role'),
  transparentLogo: mutationDocument('uploadRoleTransparentLogo', INPUTS, 'role'),
};

export const ROLE_LOGO_DOCUMENT = singleDocument('role', ['id', 'name', 'logo', 'transparentLogo']);

/** The reason a file cannot be a logo (a dictionary key of the contract and its values), or null. */
export function logoFileProblem(file: File): { key: string; max?: number } | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { key: 'contract:codes.FileType' };
  if (file.size > LOGO_MAX_MB * 1024 * 1024) return { key: 'contract:codes.FileTooLarge', max: LOGO_MAX_MB };
  return null;
}
