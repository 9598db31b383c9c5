import { lazy } from 'react';
import type { AreaRoute } from '../../app/areaRoute.ts';
import { disasterPaths } from './paths.ts';

const DisastersPage = lazy(() =>
  import('./DisastersPage.tsx').then((module) => ({ default: module.DisastersPage })),
);
const DisasterDetailPage = lazy(() =>
  import('./DisasterDetailPage.tsx').then((module) => ({ default: module.DisasterDetailPage })),
);

/** The disasters area's screens: the list and a disaster's detail with its map (leaflet loads lazily). */
export const disastersRoutes: AreaRoute[] = [
  { path: disasterPaths.list, element: <DisastersPage /> },
  { path: disasterPaths.detail, element: <DisasterDetailPage /> },
];
