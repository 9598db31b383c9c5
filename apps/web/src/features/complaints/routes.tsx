import { lazy } from 'react';
import type { AreaRoute } from '../../app/areaRoute.ts';

const ComplaintsPage = lazy(() =>
  import('./ComplaintsPage.tsx').then((module) => ({ default: module.ComplaintsPage })),
);

/** The complaints area's screens (spec 000 §2). */
export const complaintsRoutes: AreaRoute[] = [
  { path: '/anonimmesaj/tipler', element: <ComplaintsPage entity="complaintTypes" /> },
  { path: '/anonimmesaj/sikayetler', element: <ComplaintsPage entity="complaints" /> },
];
