import { onRouterPath, routerPath } from './routerPath.ts';
import { createStore } from './store.ts';

export type ToastSeverity = 'success' | 'warning' | 'error' | 'info';

/** A button in a toast: what to do about it ('Yeniden yükle'). */
export interface ToastAction {
  label: string;
  onClick(): void;
}

/** One toast on screen: closes after `duration` ms (null: only when used or closed). */
export interface ToastItem {
  id: number;
  severity: ToastSeverity;
  message: string;
  duration: number | null;
  action?: ToastAction;
  /** The router path it was shown on: a failure closes when the screen changes. */
  screen: string | undefined;
}

/** At most this many toasts show at once; a new one pushes out the oldest. */
export const MAX_TOASTS = 3;

/** The toasts on screen, oldest first. */
export const toastStore = createStore<readonly ToastItem[]>([]);

let nextId = 1;

export function showToast(toast: Omit<ToastItem, 'id' | 'screen'>): void {
  const item = { ...toast, id: nextId++, screen: routerPath() };
  toastStore.set((toasts) => [...toasts, item].slice(-MAX_TOASTS));
}

export function closeToast(id: number): void {
  toastStore.set((toasts) =>
    toasts.some((toast) => toast.id === id) ? toasts.filter((t) => t.id !== id) : toasts,
  );
}

/**
 * The router moved to another screen (not a list's page or filter, which live in the query): the failures
 * (errors, warnings) of the one left close, so they never cover the next screen's dialog. Successes stay
 * their time: a save that goes back to a list says so there.
 */
function closeFailuresOfOtherScreens(screen: string): void {
  const stays = (toast: ToastItem) =>
    toast.screen === screen || toast.severity === 'success' || toast.severity === 'info';
  toastStore.set((toasts) => (toasts.every(stays) ? toasts : toasts.filter(stays)));
}

onRouterPath(closeFailuresOfOtherScreens);
