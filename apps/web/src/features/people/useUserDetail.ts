import { useQuery } from '@tanstack/react-query';
import { singleDocument } from '../../crud/documents.ts';
import type { Row } from '../../crud/types.ts';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { request } from '../../graphql/client.ts';

/** What the detail dialog shows (spec 001 §2, user detail). */
export const USER_DETAIL_PATHS = [
  'id',
  'gsm',
  'name',
  'nationalityIdentityNumber',
  'surname',
  'companyIdentityNumber',
  'department.name',
  'roleId',
  'role.name',
  'email',
  'totalDayOff',
] as const;

export const USER_DETAIL_DOCUMENT = singleDocument('user', USER_DETAIL_PATHS);

/** One user, read fresh by id (cached under `user`, so a role change refreshes it). */
export function useUserDetail(id: number): { user: Row | null; loading: boolean } {
  const query = useQuery({
    queryKey: ['user', id, 'detail'],
    queryFn: ({ signal }) => request<Row>('main', USER_DETAIL_DOCUMENT, { id }, { signal }),
  });
  useFailureToast(query.data);
  return { user: query.data?.data ?? null, loading: query.isFetching };
}
