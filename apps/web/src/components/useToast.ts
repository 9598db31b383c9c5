import { useMemo } from 'react';
import { useSnackbar, type VariantType } from 'notistack';

export interface Toast {
  success(message: string, duration?: number): void;
  warning(message: string, duration?: number): void;
  error(message: string, duration?: number): void;
  info(message: string, duration?: number): void;
}

/** Toasts at the top centre, closing after TOAST_DURATION_MS unless a duration is given (spec 000 §2). */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (message: string, duration?: number) => {
      enqueueSnackbar(message, { variant, ...(duration ? { autoHideDuration: duration } : {}) });
    };
    return { success: show('success'), warning: show('warning'), error: show('error'), info: show('info') };
  }, [enqueueSnackbar]);
}
