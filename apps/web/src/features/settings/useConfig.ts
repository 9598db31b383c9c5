import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import {
  ConfigGroupsDocument,
  DeleteConfigDocument,
  SetConfigDocument,
  type ConfigGroupsQuery,
} from '../../graphql/generated/settings.ts';

/** One editable setting as `configGroups` answers it. */
export type ConfigSetting = NonNullable<ConfigGroupsQuery['configGroups']['data']>[number]['configs'][number];

const KEY = ['configGroups'];

/**
 * The configuration page without markup: the editable groups with their settings; choosing a value saves
 * it at once (setConfig), the reset button deletes the stored value (deleteConfig). Each answer is a
 * toast; the groups are read again after a change.
 */
export function useConfig() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const groups = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      request('main', ConfigGroupsDocument, { pagerModel: { isEditable: true } }, { signal }),
  });
  useFailureToast(groups.data);
  const done = (successKey: string) => (envelope: Envelope<unknown>) => {
    if (envelope.isSuccess) toast.success(t(successKey));
    else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    void client.invalidateQueries({ queryKey: KEY });
  };
  const set = useMutation({
    mutationFn: (variables: { parentId: number; value: string }) =>
      request('main', SetConfigDocument, variables),
    onSuccess: done('config.saved'),
  });
  const reset = useMutation({
    mutationFn: (id: number) => request('main', DeleteConfigDocument, { id }),
    onSuccess: done('config.resetDone'),
  });
  return {
    groups: groups.data?.data ?? [],
    loading: groups.isLoading,
    busy: set.isPending || reset.isPending,
    save: (parentId: number, value: string) => set.mutate({ parentId, value }),
    reset: (id: number) => reset.mutate(id),
  };
}
