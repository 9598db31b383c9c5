import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import {
  CreateUserMenuDeviceDocument,
  DeleteUserMenuDeviceDocument,
  MenuDeviceOptionsDocument,
  UserMenuDevicesDocument,
} from '../../graphql/generated/navigation.ts';

/** A menu entry's devices and the devices offered, with add and delete (each says how it went). */
export function useMenuDevices(menuId: number, onChanged: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const key = ['getUserMenuDevices', menuId];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      request(
        'main',
        UserMenuDevicesDocument,
        { pagerModel: { menuId, pageNumber: 1, pageSize: 100 } },
        { signal },
      ),
  });
  const options = useQuery({
    queryKey: ['getMenuDevices'],
    queryFn: ({ signal }) => request('main', MenuDeviceOptionsDocument, {}, { signal }),
    staleTime: Infinity,
  });
  useFailureToast(list.data);
  useFailureToast(options.data);
  const done = (successKey: string) => (envelope: Envelope<unknown>) => {
    if (envelope.isSuccess) {
      toast.success(t(successKey));
      void client.invalidateQueries({ queryKey: key });
      onChanged();
    } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
  };
  const add = useMutation({
    mutationFn: (deviceType: string) =>
      request('main', CreateUserMenuDeviceDocument, { inputModel: { menuId, deviceType } }),
    onSuccess: done('navigation.deviceAdded'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => request('main', DeleteUserMenuDeviceDocument, { id }),
    onSuccess: done('navigation.deviceDeleted'),
  });
  return {
    list: list.data?.data ?? [],
    options: options.data?.data ?? [],
    busy: add.isPending || remove.isPending,
    add: (deviceType: string) => add.mutateAsync(deviceType),
    remove: (id: number) => remove.mutateAsync(id),
  };
}
