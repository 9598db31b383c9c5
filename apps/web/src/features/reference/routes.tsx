import { lazy } from 'react';
import type { AreaRoute } from '../../app/areaRoute.ts';
import { referencePaths, type ReferenceEntity } from './paths.ts';

const ReferencePage = lazy(() =>
  import('./ReferencePage.tsx').then((module) => ({ default: module.ReferencePage })),
);

/** The reference-data area: its own chunk, loaded on first visit. */
export const referenceRoutes: AreaRoute[] = (Object.keys(referencePaths) as ReferenceEntity[]).map(
  (entity) => ({
    path: referencePaths[entity],
    element: <ReferencePage entity={entity} />,
  }),
);
