import { useState } from 'react';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import { useStore } from '../state/store.ts';
import { toastStore } from '../state/toasts.ts';
import { ToastAlert } from './ToastAlert.tsx';
import { useToastTop } from './toastPlacement.ts';

/**
 * The toasts on screen, stacked at the top centre above everything else (spec 000 §2), placed so that they
 * never cover the header or an open dialog's title and buttons (docs/crud.md, Toasts).
 */
export function Toasts() {
  const toasts = useStore(toastStore);
  const [stack, setStack] = useState<HTMLDivElement | null>(null);
  const top = useToastTop(stack, toasts.length);
  // in a layer of their own at the page's end: a dialog opened before them does not hide them from readers
  return (
    <Portal>
      <Stack
        ref={setStack}
        spacing={1}
        style={{ top }}
        sx={{
          position: 'fixed',
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
    </Portal>
  );
}
