import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routerFlushSync } from '../app/routerFlushSync.ts';
import { render } from '@testing-library/react';
import { AppProviders, createQueryClient } from '../app/AppProviders.tsx';

export interface ScreenOptions {
  /** Where the screen starts, e.g. '/tanimlama/sehir/6/ilce'. */
  at: string;
  /** The route pattern the screen is mounted on (defaults to `at`). */
  route?: string;
  /** Extra routes, e.g. the targets of links. */
  routes?: RouteObject[];
}

/** Renders one screen with the app's providers in a memory router. */
export function renderScreen(ui: ReactNode, { at, route = at, routes = [] }: ScreenOptions) {
  return renderRoutes([{ path: route, element: ui }, ...routes], at);
}

/** Renders a route table (the app's own, or a screen's) with the app's providers. */
export function renderRoutes(routes: RouteObject[], at: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>,
  );
  return { ...view, client, router };
}
