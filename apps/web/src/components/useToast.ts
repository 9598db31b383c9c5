import { TOAST_DURATION_MS } from '@pano/contract';
import { showToast, type ToastAction, type ToastSeverity } from '../state/toasts.ts';

export type { ToastAction } from '../state/toasts.ts';

type Show = (message: string, duration?: number, action?: ToastAction) => void;

export type Toast = Readonly<Record<ToastSeverity, Show>>;

const show =
  (severity: ToastSeverity): Show =>
  (message, duration, action) =>
    showToast({ severity, message, duration: duration ?? TOAST_DURATION_MS, action });

const TOAST: Toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
};

/**
 * Toasts at the top centre, closing after TOAST_DURATION_MS unless a duration is given (spec 000 §2), errors
 * and toasts with an action too (the clock pauses while the pointer or the focus is on one).
 */
export function useToast(): Toast {
  return TOAST;
}
