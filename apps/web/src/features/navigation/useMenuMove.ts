import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menuResource } from '@pano/contract';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useListRefresh } from '../../crud/hooks/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { MenuCountDocument, MoveMenuDocument } from '../../graphql/generated/navigation.ts';

const LIST = menuResource.list ?? 'menus';

/**
 * Moving menu entries (spec 001 §2, §5): how many there are (positions are kept 1…n, so the first is at 1
 * and the last at n whatever the list's sort or page) and one `moveMenu {id, position}` call, then the
 * menus reload.
 */
export function useMenuMove() {
  const { t } = useTranslation();
  const toast = useToast();
  const reload = useListRefresh([LIST], () => undefined);
  const count = useQuery({
    queryKey: [LIST, 'count'],
    queryFn: ({ signal }) => request('main', MenuCountDocument, {}, { signal }),
  });
  const move = useMutation({
    mutationFn: (input: { id: number; position: number }) =>
      request('main', MoveMenuDocument, { inputModel: input }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) toast.success(t('navigation.moved'));
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
      reload();
    },
  });
  return {
    total: count.data?.totalItemCount ?? 0,
    moving: move.isPending,
    move: (id: number, position: number) => move.mutateAsync({ id, position }),
  };
}
