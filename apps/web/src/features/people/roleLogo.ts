import { mutationDocument, singleDocument } from '../../crud/documents.ts';

/** Which of a role's two logos (spec 001 §2, role logo page). */
export type LogoKind = 'logo' | 'transparentLogo';
export const LOGO_KINDS: readonly LogoKind[] = ['logo', 'transparentLogo'];

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
