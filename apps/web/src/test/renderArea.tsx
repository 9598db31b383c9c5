import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RegistryScreen } from '../crud/views/RegistryScreen.tsx';
import type { Area, Registry } from '../features/area.tsx';
import { renderRoutes } from './renderScreen.tsx';

/** An area's screens as routes, with its registry already loaded (no lazy step for the list pages). */
export function screenRoutes(area: Area, registry: Registry): RouteObject[] {
  return Object.values(area.screens).map((screen) => {
    if ('entry' in screen) {
      const definition = registry[screen.entry];
      if (!definition) throw new Error(`no registry entry '${screen.entry}'`);
      return { path: screen.path, element: <RegistryScreen definition={definition} /> };
    }
    const Page = screen.page;
    return {
      path: screen.path,
      element: (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ),
    };
  });
}

/** Renders one area's screens at `at`, with the app's providers. */
export function renderArea(area: Area, registry: Registry, at: string) {
  return renderRoutes(screenRoutes(area, registry), at);
}
