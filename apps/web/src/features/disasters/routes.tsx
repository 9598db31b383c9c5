import type { AreaRoute } from '../../app/areaRoute.ts';

/** The disasters area's screens. */
export const disastersRoutes: AreaRoute[] = [];
