import { createStore } from './store.ts';

export type ToastSeverity = 'success' | 'warning' | 'error' | 'info';

/** A button in a toast: what to do about it ('Yeniden yükle'). */
export interface ToastAction {
  label: string;
  onClick(): void;
}

/** One toast on screen: closes after `duration` ms, or stays until used or closed when it has an action. */
export interface ToastItem {
  id: number;
  severity: ToastSeverity;
  message: string;
  duration: number | null;
  action?: ToastAction;
}

/** At most this many toasts show at once; a new one pushes out the oldest. */
export const MAX_TOASTS = 3;

/** The toasts on screen, oldest first. */
export const toastStore = createStore<readonly ToastItem[]>([]);

let nextId = 1;

export function showToast(toast: Omit<ToastItem, 'id'>): void {
  const item = { ...toast, id: nextId++ };
  toastStore.set((toasts) => [...toasts, item].slice(-MAX_TOASTS));
}

export function closeToast(id: number): void {
  toastStore.set((toasts) =>
    toasts.some((toast) => toast.id === id) ? toasts.filter((t) => t.id !== id) : toasts,
  );
}
