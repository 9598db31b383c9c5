import type { Subscription } from '../graphql/subscription.ts';
import { createStore, useStore } from './store.ts';
import { storage } from './storage.ts';

/** Who is signed in to which tenant; kept in browser storage with the default expiry. */
export interface Session {
  token: string | null;
  userId: number | null;
  subscription: Subscription | null;
}

function readSession(): Session {
  return {
    token: storage.get<string>('token'),
    userId: storage.get<number>('userId'),
    subscription: storage.get<Subscription>('subscription'),
  };
}

export const sessionStore = createStore<Session>(readSession());

/** Re-reads storage (tests, and a second tab that signed in or out). */
export function reloadSession(): void {
  sessionStore.set(readSession());
}

export function storeSubscription(subscription: Subscription): void {
  storage.set('subscription', subscription);
  sessionStore.set((session) => ({ ...session, subscription }));
}

export function storeSignIn(token: string, userId: number): void {
  storage.set('token', token);
  storage.set('userId', userId);
  sessionStore.set((session) => ({ ...session, token, userId }));
}

/** Ends the session; the tenant's subscription stays so the sign-in page keeps its logo and colours. */
export function clearSession(): void {
  storage.remove('token');
  storage.remove('userId');
  storage.remove('permissions');
  sessionStore.set((session) => ({ ...session, token: null, userId: null }));
}

export function useSession(): Session {
  return useStore(sessionStore);
}
