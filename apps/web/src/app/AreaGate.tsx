import { lazy, Suspense, type ReactNode } from 'react';
import { ScreenArea, useCan } from '../state/permissions.tsx';

const NotFoundPage = lazy(() =>
  import('./shell/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * A screen of an area (docs/permissions.md): shown to a user whose role reads the area, else the 403 page
 * inside the shell; the generic list, toolbar and row actions below ask about this area.
 */
export function AreaGate({ area, children }: { area: string; children: ReactNode }) {
  const can = useCan();
  if (!can('read', area))
    return (
      <Suspense fallback={null}>
        <NotFoundPage embedded forbidden />
      </Suspense>
    );
  return <ScreenArea area={area}>{children}</ScreenArea>;
}
