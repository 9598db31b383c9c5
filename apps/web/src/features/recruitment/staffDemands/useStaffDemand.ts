import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../../crud/hooks/useFailureToast.ts';
import { request } from '../../../graphql/client.ts';
import { StaffDemandDetailDocument } from '../../../graphql/generated/staffDemands.ts';

/** One staff demand with its process and results (cached under the list's key: a change reloads both). */
export function useStaffDemand(id: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['staffDemands', 'detail', id],
    queryFn: ({ signal }) => request('main', StaffDemandDetailDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return { demand: query.data?.isSuccess ? query.data.data : null, loaded: query.isFetched };
}

export type StaffDemandView = NonNullable<ReturnType<typeof useStaffDemand>['demand']>;
