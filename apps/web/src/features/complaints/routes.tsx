import type { AreaRoute } from '../../app/areaRoute.ts';

/** The complaints area's screens. */
export const complaintsRoutes: AreaRoute[] = [];
