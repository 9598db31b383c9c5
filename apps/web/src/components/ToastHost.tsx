import { lazy, Suspense } from 'react';
import { useStore } from '../state/store.ts';
import { toastStore } from '../state/toasts.ts';

const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }));

/** Where toasts appear; their drawing loads with the first one, not before the first screen. */
export function ToastHost() {
  const count = useStore(toastStore).length;
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
