import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readImageFile, type ImageFile } from '../../components/readImageFile.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/failureText.ts';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { useListRefresh } from '../../crud/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { peoplePaths } from './paths.ts';
import {
  LOGO_KINDS,
  LOGO_UPLOAD_DOCUMENTS,
  logoFileProblem,
  ROLE_LOGO_DOCUMENT,
  type LogoKind,
} from './roleLogo.ts';

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
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const role = useQuery({
    queryKey: ['role', roleId, 'logo'],
    queryFn: ({ signal }) => request<RoleLogos>('main', ROLE_LOGO_DOCUMENT, { id: roleId }, { signal }),
  });
  useFailureToast(role.data);
  const [files, setFiles] = useState<Partial<Record<LogoKind, ImageFile>>>({});
  const [problems, setProblems] = useState<Partial<Record<LogoKind, string>>>({});
  const done = () => void navigate(peoplePaths.roles);
  const refresh = useListRefresh(['roles', 'role'], done);

  const save = useMutation({
    mutationFn: async () => {
      for (const kind of LOGO_KINDS) {
        const file = files[kind];
        if (!file) continue;
        const variables = { roleId, fileName: file.fileName, fileBase64String: file.base64 };
        const envelope = await request('upload', LOGO_UPLOAD_DOCUMENTS[kind], variables);
        if (!envelope.isSuccess) return envelope;
      }
      return null;
    },
    onSuccess: (failure) => {
      if (!failure) {
        toast.success(t('people.logoChanged'));
        refresh();
      } else if (!isAuthFailure(failure)) toast.error(failureText(failure, t));
    },
  });

  async function choose(kind: LogoKind, file: File) {
    const problem = logoFileProblem(file);
    setProblems((current) => ({
      ...current,
      [kind]: problem ? t(problem.key, { max: problem.max }) : undefined,
    }));
    if (problem) return;
    const image = await readImageFile(file);
    setFiles((current) => ({ ...current, [kind]: image }));
  }

  return {
    role: role.data?.data ?? null,
    files,
    problems,
    choose,
    save: () => save.mutate(),
    saving: save.isPending,
    canSave: LOGO_KINDS.some((kind) => files[kind]) && !save.isPending,
  };
}
