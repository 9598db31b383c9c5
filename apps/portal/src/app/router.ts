import { useSyncExternalStore } from 'react';

/** Where the app is: `#/announcements/12` → { name: 'announcements', id: '12' } (hash routes: no server rule). */
export interface Route {
  name: string;
  id: string | undefined;
}

const subscribe = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

export function parseRoute(hash: string): Route {
  const [name, id] = hash.replace(/^#\/?/, '').split('/');
  return { name: name || 'home', id: id || undefined };
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}

/** The address of a screen, for links. */
export const href = (name: string, id?: string | number) => `#/${name}${id === undefined ? '' : `/${id}`}`;

export function navigate(name: string, id?: string | number): void {
  window.location.hash = href(name, id);
}
