import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { CurrentUserDocument, type CurrentUserQuery } from '../../graphql/generated/session.ts';
import { useSession } from '../../state/session.ts';

/** The signed-in user as `currentUser` answers it. */
export type CurrentUser = NonNullable<CurrentUserQuery['currentUser']['data']>;

/** The signed-in user; asking for it also proves the token (a revoked one leads to /logout). */
export function useCurrentUser(): CurrentUser | null {
  const { token } = useSession();
  const query = useQuery({
    queryKey: ['currentUser', token],
    queryFn: ({ signal }) => request('main', CurrentUserDocument, {}, { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60 * 1000,
  });
  return query.data?.data ?? null;
}
