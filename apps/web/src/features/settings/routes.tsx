import { lazy } from 'react';
import type { AreaRoute } from '../../app/areaRoute.ts';
import { disclaimerPaths } from './disclaimerPaths.ts';

const ConfigPage = lazy(() => import('./ConfigPage.tsx').then((module) => ({ default: module.ConfigPage })));
const BrandingPage = lazy(() =>
  import('./BrandingPage.tsx').then((module) => ({ default: module.BrandingPage })),
);
const DisclaimersPage = lazy(() =>
  import('./DisclaimersPage.tsx').then((module) => ({ default: module.DisclaimersPage })),
);
const DisclaimerDetailPage = lazy(() =>
  import('./DisclaimerDetailPage.tsx').then((module) => ({ default: module.DisclaimerDetailPage })),
);

/** The settings area's screens. */
export const settingsRoutes: AreaRoute[] = [
  { path: '/ayarlar/konfig', element: <ConfigPage /> },
  { path: '/ayarlar/logo', element: <BrandingPage /> },
  { path: disclaimerPaths.list, element: <DisclaimersPage /> },
  { path: disclaimerPaths.detail, element: <DisclaimerDetailPage /> },
];
