import type { AreaRoute } from '../../app/areaRoute.ts';

/** The announcements area's screens. */
export const announcementsRoutes: AreaRoute[] = [];
