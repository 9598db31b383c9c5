import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import type { ConfirmActionDefinition } from '../core/definition.ts';
import { failureText } from '../core/failureText.ts';
import type { Row } from '../core/row.ts';
import { useListRefresh } from './useListRefresh.ts';

/** A confirmed row action: sends its mutation with the row's id, toasts, reloads the list, closes. */
export function useConfirmAction(
  action: ConfirmActionDefinition,
  row: Row,
  onClose: () => void,
  onChanged: () => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useListRefresh(action.clearsCache ?? [], onChanged);
  const send = useMutation({
    mutationFn: () => request('main', action.document, { id: row.id }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) {
        toast.success(envelope.message ?? t(action.successKey));
        refresh();
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
      onClose();
    },
  });
  return { confirm: () => send.mutateAsync(), busy: send.isPending };
}
