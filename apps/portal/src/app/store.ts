import { useSyncExternalStore } from 'react';

/** A value with subscribers: the app's few pieces of shared state (session, language, theme, outbox). */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value, re-rendering when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** What the device keeps between visits (localStorage; a private window may refuse it). */
export const saved = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(`pano-app:${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(`pano-app:${key}`);
      else localStorage.setItem(`pano-app:${key}`, value);
    } catch {
      // nothing kept: the app still works for this visit
    }
  },
};
