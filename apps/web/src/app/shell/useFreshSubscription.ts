import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getSubscription } from '../../graphql/signIn.ts';
import type { Subscription } from '../../graphql/subscription.ts';
import { sessionStore, storeSubscription, useSession } from '../../state/session.ts';

/** How often an open panel reads its tenant's subscription again (and whenever its window comes back). */
export const SUBSCRIPTION_FRESH_MS = 60_000;

/** What the panel draws from a subscription: the company (name, logos) and the colours. */
const drawn = ({ connectionString: _token, ...shown }: Subscription) => JSON.stringify(shown);

/**
 * The tenant's subscription read again while the panel is open: a logo or colours another administrator
 * changed show without a new sign-in (issue 48, 15). Only a change of what is drawn is stored.
 */
export function useFreshSubscription(): void {
  const { subscription } = useSession();
  const tag = subscription?.tag;
  const { data } = useQuery({
    queryKey: ['subscription', tag],
    queryFn: () => getSubscription(tag ?? ''),
    enabled: Boolean(tag),
    staleTime: SUBSCRIPTION_FRESH_MS,
    refetchInterval: SUBSCRIPTION_FRESH_MS,
  });
  // a new answer is compared with what the session holds then: a change stored meanwhile (the branding page
  // saving a logo) is never put back by an older answer
  useEffect(() => {
    const fresh = data?.isSuccess ? data.data : null;
    const current = sessionStore.get().subscription;
    if (fresh && current && drawn(fresh) !== drawn(current)) storeSubscription(fresh);
  }, [data]);
}
