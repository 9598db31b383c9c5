import Stack from '@mui/material/Stack';
import { useStore } from '../state/store.ts';
import { toastStore } from '../state/toasts.ts';
import { ToastAlert } from './ToastAlert.tsx';

/** The toasts on screen, stacked at the top centre above everything else. */
export function Toasts() {
  const toasts = useStore(toastStore);
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(560px, calc(100vw - 32px))',
      }}
    >
      {toasts.map((toast) => (
        <ToastAlert key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
