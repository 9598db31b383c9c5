import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { permissionKey } from '@pano/contract';
import { useToast } from '../../components/useToast.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { RoleDocument } from '../../graphql/generated/people.ts';
import { RolePermissionsDocument, SetRolePermissionsDocument } from '../../graphql/generated/permissions.ts';
import { panelAreas } from '../../state/panelAreas.ts';
import { savedPermissions } from './permissionMatrix.ts';

/**
 * A role's permission matrix without markup (docs/permissions.md): the role, the ticked cells, and saving
 * the whole matrix at once (a success toast; the server's refusal — a permission the user lacks — as an
 * error toast, the matrix kept as ticked).
 */
export function useRolePermissions(roleId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const role = useQuery({
    queryKey: ['role', roleId, 'permissions'],
    queryFn: ({ signal }) => request('main', RoleDocument, { id: roleId }, { signal }),
  });
  const matrix = useQuery({
    queryKey: ['rolePermissions', roleId],
    queryFn: ({ signal }) => request('main', RolePermissionsDocument, { roleId }, { signal }),
  });
  useFailureToast(role.data);
  useFailureToast(matrix.data);
  const before = matrix.data?.data ?? null;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // the saved choice by its keys: a read again (the language switched: issue 48, 18) keeps unsaved ticks
  const saved = before?.map(permissionKey).join('\n') ?? null;
  useEffect(() => {
    if (saved !== null) setChosen(new Set(saved ? saved.split('\n') : []));
  }, [saved]);
  const save = useMutation({
    mutationFn: () =>
      request('main', SetRolePermissionsDocument, {
        roleId,
        permissions: savedPermissions(chosen, panelAreas(), before ?? []),
      }),
    onSuccess: (answer) => {
      if (!answer.isSuccess) return toast.error(failureText({ ...answer, data: null }, t));
      toast.success(t('people.permissionsSaved'));
      void client.invalidateQueries({ queryKey: ['rolePermissions', roleId] });
      void client.invalidateQueries({ queryKey: ['currentUser'] });
    },
  });
  return {
    role: role.data?.data ?? null,
    /** The role's permissions as saved (null until read). */
    saved: before,
    loaded: before !== null,
    chosen,
    setChosen,
    saving: save.isPending,
    save: () => save.mutateAsync(),
  };
}
