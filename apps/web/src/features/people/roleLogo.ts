import { request } from '../../graphql/client.ts';
import {
  UploadRoleLogoDocument,
  UploadRoleTransparentLogoDocument,
  type UploadRoleLogoMutationVariables,
} from '../../graphql/generated/people.ts';

/** Which of a role's two logos (spec 001 §2, role logo page). */
export type LogoKind = 'logo' | 'transparentLogo';
export const LOGO_KINDS: readonly LogoKind[] = ['logo', 'transparentLogo'];

/** `uploadRoleLogo(role: {roleId fileName fileBase64String})` or its transparent twin, on /graphql/upload. */
export function uploadRoleLogo(kind: LogoKind, variables: UploadRoleLogoMutationVariables) {
  return kind === 'logo'
    ? request('upload', UploadRoleLogoDocument, variables)
    : request('upload', UploadRoleTransparentLogoDocument, variables);
}
