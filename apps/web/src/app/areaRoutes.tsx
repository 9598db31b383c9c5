import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Area } from '../features/area.tsx';

/** A registry screen: the generic list page and the area's registry, both loaded on first visit. */
function registryScreen(area: Area, entry: string): ReactNode {
  const Screen = lazy(async () => {
    const [{ RegistryScreen }, registry] = await Promise.all([
      import('../crud/views/RegistryScreen.tsx'),
      area.registry?.(),
    ]);
    const definition = registry?.[entry];
    if (!definition) throw new Error(`the ${area.name} registry has no entry '${entry}'`);
    return { default: () => <RegistryScreen definition={definition} /> };
  });
  return <Screen />;
}

/** Every screen of the areas as a route: its own page, or the generic list page for its registry entry. */
export function areaRoutes(areas: readonly Area[]): RouteObject[] {
  return areas.flatMap((area) =>
    Object.values(area.screens).map((screen) => {
      if ('entry' in screen) return { path: screen.path, element: registryScreen(area, screen.entry) };
      const Page = screen.page;
      return { path: screen.path, element: <Page /> };
    }),
  );
}

/** Each screen's route by its id; a screen id or a route named twice is an error. */
export function screenPaths(areas: readonly Area[]): ReadonlyMap<string, string> {
  const paths = new Map<string, string>();
  const routes = new Set<string>();
  for (const area of areas)
    for (const [id, { path }] of Object.entries(area.screens)) {
      if (paths.has(id)) throw new Error(`the screen id '${id}' is named twice`);
      if (routes.has(path)) throw new Error(`the route '${path}' is named twice`);
      paths.set(id, path);
      routes.add(path);
    }
  return paths;
}
