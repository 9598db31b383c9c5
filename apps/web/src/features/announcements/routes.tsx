import { lazy } from 'react';
import type { AreaRoute } from '../../app/areaRoute.ts';
import { announcementPaths } from './paths.ts';

// The editor (TipTap) and the detail's carousel load with their pages, not with the app.
const AnnouncementsPage = lazy(() =>
  import('./AnnouncementsPage.tsx').then((module) => ({ default: module.AnnouncementsPage })),
);
const AnnouncementDetailPage = lazy(() =>
  import('./AnnouncementDetailPage.tsx').then((module) => ({ default: module.AnnouncementDetailPage })),
);
const CategoriesPage = lazy(() =>
  import('./CategoriesPage.tsx').then((module) => ({ default: module.CategoriesPage })),
);

/** The announcements area's screens. */
export const announcementsRoutes: AreaRoute[] = [
  { path: announcementPaths.list, element: <AnnouncementsPage /> },
  { path: announcementPaths.detail, element: <AnnouncementDetailPage /> },
  { path: '/duyuru/kategori', element: <CategoriesPage /> },
];
