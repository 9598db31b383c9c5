import { createContext, useCallback, useContext } from 'react';

/**
 * Every screen's route template by its id, from the areas' manifests (the app provides it): definitions and
 * pages link to a screen by id ('towns', 'organizations'), so a path is written once, in its manifest.
 */
export const ScreenPaths = createContext<ReadonlyMap<string, string>>(new Map());

/** The route template of a screen by its id ('towns' → '/tanimlama/sehir/:cityId/ilce'). */
export function useScreenPath(): (id: string) => string {
  const paths = useContext(ScreenPaths);
  return useCallback(
    (id: string) => {
      const path = paths.get(id);
      if (path === undefined) throw new Error(`no area provides the screen '${id}'`);
      return path;
    },
    [paths],
  );
}

/** Every screen's area by its route (the app provides it): a link to a screen asks for its area's read. */
export const ScreenAreas = createContext<ReadonlyMap<string, string>>(new Map());

/** The area of a screen by its id, when the app knows it ('towns' → 'reference'). */
export function useScreenArea(): (id: string) => string | undefined {
  const paths = useContext(ScreenPaths);
  const areas = useContext(ScreenAreas);
  return useCallback((id: string) => areas.get(paths.get(id) ?? ''), [paths, areas]);
}
