import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orientationUserResource } from '@pano/contract';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useListRefresh } from '../../crud/hooks/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { SetOrientationUserCompletedDocument } from '../../graphql/generated/orientation.ts';

const LIST = orientationUserResource.list ?? 'orientationUsers';

/** Ticks or unticks a person's completed box (one update with `isCompleted` only), then the list reloads. */
export function useOrientationCompleted() {
  const { t } = useTranslation();
  const toast = useToast();
  const reload = useListRefresh([LIST], () => undefined);
  const change = useMutation({
    mutationFn: (input: { id: number; isCompleted: boolean }) =>
      request('main', SetOrientationUserCompletedDocument, { inputModel: input }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) toast.success(t('crud.updated', { entity: t('entities.orientationUser.one') }));
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
      reload();
    },
  });
  return {
    saving: change.isPending,
    set: (id: number, isCompleted: boolean) => change.mutate({ id, isCompleted }),
  };
}
