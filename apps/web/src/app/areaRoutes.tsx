import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { preloadable, type Area } from '../features/area.tsx';
import { AreaGate } from './AreaGate.tsx';

interface LoadedScreen {
  element: ReactNode;
  preload: () => Promise<unknown>;
}

/** One instance per screen: the route renders the very component the shell preloads. */
const registryScreens = new Map<string, LoadedScreen>();

/** A registry screen: the generic list page and the area's registry, both loaded on first visit (or preload). */
function registryScreen(area: Area, entry: string): LoadedScreen {
  const key = `${area.name}:${entry}`;
  const known = registryScreens.get(key);
  if (known) return known;
  const { component: Screen, preload } = preloadable(async () => {
    const [{ RegistryScreen }, registry] = await Promise.all([
      import('../crud/views/RegistryScreen.tsx'),
      area.registry?.(),
    ]);
    const definition = registry?.[entry];
    if (!definition) throw new Error(`the ${area.name} registry has no entry '${entry}'`);
    return function RegistryEntryScreen() {
      return <RegistryScreen definition={definition} />;
    };
  });
  const screen = { element: <Screen />, preload };
  registryScreens.set(key, screen);
  return screen;
}

/** Every screen of the areas with its route: its own page, or the generic list page for its registry entry. */
function areaScreens(areas: readonly Area[]): (LoadedScreen & { path: string })[] {
  return areas.flatMap((area) =>
    Object.values(area.screens).map((screen) => {
      if ('entry' in screen) return { path: screen.path, ...registryScreen(area, screen.entry) };
      const Page = screen.page;
      return { path: screen.path, element: <Page />, preload: screen.preload };
    }),
  );
}

/** Every screen of the areas as a route, behind its area's read permission (docs/permissions.md). */
export function areaRoutes(areas: readonly Area[]): RouteObject[] {
  return areas.flatMap((area) =>
    areaScreens([area]).map(({ path, element }) => ({
      path,
      element: <AreaGate area={area.name}>{element}</AreaGate>,
    })),
  );
}

/** Each screen's area by its route (the menu shows a screen only to a user who reads its area). */
export function screenAreas(areas: readonly Area[]): ReadonlyMap<string, string> {
  return new Map(areas.flatMap((area) => Object.values(area.screens).map(({ path }) => [path, area.name])));
}

/** What fetches each screen's code ahead of a visit, by its route (the shell preloads the menu's). */
export function screenPreloads(areas: readonly Area[]): ReadonlyMap<string, () => Promise<unknown>> {
  return new Map(areaScreens(areas).map(({ path, preload }) => [path, preload]));
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
