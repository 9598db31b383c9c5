import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { CURRENT_USER_DOCUMENT, type CurrentUser } from '../../graphql/session.ts';
import { useSession } from '../state/session.ts';

/** The signed-in user; asking for it also proves the token (a revoked one leads to /logout). */
export function useCurrentUser(): CurrentUser | null {
  const { token } = useSession();
  const query = useQuery({
    queryKey: ['currentUser', token],
    queryFn: ({ signal }) => request<CurrentUser>('main', CURRENT_USER_DOCUMENT, {}, { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60 * 1000,
  });
  return query.data?.data ?? null;
}
