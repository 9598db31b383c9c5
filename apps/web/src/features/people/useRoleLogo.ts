import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogoUploads } from '../../components/useLogoUploads.ts';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { useListRefresh } from '../../crud/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { peoplePaths } from './paths.ts';
import { LOGO_KINDS, LOGO_UPLOAD_DOCUMENTS, ROLE_LOGO_DOCUMENT } from './roleLogo.ts';

export interface RoleLogos {
  id: number;
  name: string;
  logo: string | null;
  transparentLogo: string | null;
}

/**
 * The role logo page without markup: the role's current logos, the chosen files (read as base64), and
 * saving each chosen one (ChangeLogo toast, then back to the role list). Nothing chosen → nothing to save.
 */
export function useRoleLogo(roleId: number) {
  const navigate = useNavigate();
  const role = useQuery({
    queryKey: ['role', roleId, 'logo'],
    queryFn: ({ signal }) => request<RoleLogos>('main', ROLE_LOGO_DOCUMENT, { id: roleId }, { signal }),
  });
  useFailureToast(role.data);
  const done = () => void navigate(peoplePaths.roles);
  const refresh = useListRefresh(['roles', 'role'], done);
  const logos = useLogoUploads({
    kinds: LOGO_KINDS,
    upload: (kind, file) =>
      request('upload', LOGO_UPLOAD_DOCUMENTS[kind], {
        roleId,
        fileName: file.fileName,
        fileBase64String: file.base64,
      }),
    successKey: 'people.logoChanged',
    onSaved: refresh,
  });

  return { role: role.data?.data ?? null, ...logos };
}
