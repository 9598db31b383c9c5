import type { AreaRoute } from '../../app/areaRoute.ts';

/** The settings area's screens. */
export const settingsRoutes: AreaRoute[] = [];
