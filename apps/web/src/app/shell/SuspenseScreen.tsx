import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteFallback } from './RouteFallback.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

/**
 * A layout route whose lazy children load under `fallback`: the splash by default (the sign-in pages, while
 * the app starts), the content area's slim bar inside the shell (ContentProgress). The boundary is keyed by the path: the router
 * navigates in a transition, and a boundary already shown would keep the previous screen (its search box, its
 * rows) on view under the new heading until the next chunk arrives. A new boundary shows its fallback instead.
 * A screen that cannot load says so in place of the screen, and the next path starts afresh.
 */
export function SuspenseScreen({ fallback = <RouteFallback /> }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary key={pathname}>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
