/**
 * The path the router is at now, as the router itself knows it (App subscribes). A screen still drawn
 * while the next one loads (a transition) sees its own, older location through React Router's hooks; a
 * late write of it (a debounced search) checks here that it is still the current screen before changing
 * the URL, so it never lands on the next screen's list.
 */
let current: string | undefined;
const listeners = new Set<(path: string) => void>();

export function setRouterPath(path: string): void {
  const changed = path !== current;
  current = path;
  if (changed) listeners.forEach((listener) => listener(path));
}

/** The router's current path, if a router reported one. */
export const routerPath = (): string | undefined => current;

/** Calls `listener` each time the router moves to another path (the toasts close a left screen's failures). */
export function onRouterPath(listener: (path: string) => void): void {
  listeners.add(listener);
}

/** Whether a screen drawn at `path` is still the router's current one (true when no router reported). */
export function isCurrentPath(path: string): boolean {
  return current === undefined || current === path;
}
