import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { LeaveEntitlementDocument, type LeaveEntitlementQuery } from '../../graphql/generated/people.ts';

/** A user's annual leave: this service year's balance and the ledger (docs/leave.md). */
export type LeaveEntitlement = NonNullable<LeaveEntitlementQuery['leaveEntitlement']['data']>;

/** One user's entitlement, cached under `leaveEntitlement` (an adjustment or a year's figure clears it). */
export function useLeaveEntitlement(userId: number): {
  entitlement: LeaveEntitlement | null;
  loading: boolean;
} {
  const query = useQuery({
    queryKey: ['leaveEntitlement', userId],
    queryFn: ({ signal }) => request('main', LeaveEntitlementDocument, { id: userId }, { signal }),
  });
  useFailureToast(query.data);
  return { entitlement: query.data?.data ?? null, loading: query.isFetching };
}
