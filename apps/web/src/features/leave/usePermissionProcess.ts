import { useQuery } from '@tanstack/react-query';
import { permissionResource } from '@pano/contract';
import { request } from '../../graphql/client.ts';
import { PermissionProcessDocument } from '../../graphql/generated/leave.ts';

/**
 * A leave request's status now and the id of the request its workflow runs, read when its detail opens
 * (under the list's key, so a change to the list reads it again).
 */
export function usePermissionProcess(id: number) {
  const query = useQuery({
    queryKey: [permissionResource.list, 'process', id],
    queryFn: ({ signal }) => request('main', PermissionProcessDocument, { id }, { signal }),
  });
  const data = query.data?.isSuccess ? query.data.data : null;
  return { status: data?.status.name ?? null, requestId: data?.workflowRequest?.id ?? null };
}
