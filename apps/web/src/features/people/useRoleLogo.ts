import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useScreenPath } from '../../components/screenPaths.ts';
import { useLogoUploads } from '../../components/useLogoUploads.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { useListRefresh } from '../../crud/hooks/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { RoleDocument } from '../../graphql/generated/people.ts';
import { LOGO_KINDS, uploadRoleLogo } from './roleLogo.ts';

/**
 * The role logo page without markup: the role's current logos, the chosen files (read as base64), and
 * saving each chosen one (ChangeLogo toast, then back to the role list). Nothing chosen → nothing to save.
 */
export function useRoleLogo(roleId: number) {
  const navigate = useNavigate();
  const roles = useScreenPath()('organizations');
  const role = useQuery({
    queryKey: ['role', roleId, 'logo'],
    queryFn: ({ signal }) => request('main', RoleDocument, { id: roleId }, { signal }),
  });
  useFailureToast(role.data);
  const done = () => void navigate(roles);
  const refresh = useListRefresh(['roles', 'role'], done);
  const logos = useLogoUploads({
    kinds: LOGO_KINDS,
    upload: (kind, file) =>
      uploadRoleLogo(kind, {
        roleId,
        fileName: file.fileName,
        fileBase64String: file.base64,
      }),
    successKey: 'people.logoChanged',
    onSaved: refresh,
  });

  return { role: role.data?.data ?? null, ...logos };
}
