import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteFallback } from './RouteFallback.tsx';

/** A layout route whose lazy children load under the splash. */
export function SuspenseScreen() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}
