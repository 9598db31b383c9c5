import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { UserDocument, type UserQuery } from '../../graphql/generated/people.ts';

/** One user as the detail dialog shows it (spec 001 §2, user detail). */
export type UserDetail = NonNullable<UserQuery['user']['data']>;

/** One user, read fresh by id (cached under `user`, so a role change refreshes it). */
export function useUserDetail(id: number): { user: UserDetail | null; loading: boolean } {
  const query = useQuery({
    queryKey: ['user', id, 'detail'],
    queryFn: ({ signal }) => request('main', UserDocument, { id }, { signal }),
  });
  useFailureToast(query.data);
  return { user: query.data?.data ?? null, loading: query.isFetching };
}
