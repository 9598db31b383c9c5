import { announcementsRoutes } from '../features/announcements/routes.tsx';
import { complaintsRoutes } from '../features/complaints/routes.tsx';
import { disastersRoutes } from '../features/disasters/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { peopleRoutes } from '../features/people/routes.tsx';
import { referenceRoutes } from '../features/reference/routes.tsx';
import type { AreaRoute } from './areaRoute.ts';
import { MENU } from './shell/menu.ts';
import { firstScreen, visibleMenu } from './shell/menuModel.ts';
import { NOT_FOUND_PATH } from './paths.ts';

/** Every built screen, area by area. Adding an area here makes its menu entries appear. */
export const areaRoutes: AreaRoute[] = [
  ...announcementsRoutes,
  ...complaintsRoutes,
  ...disastersRoutes,
  ...settingsRoutes,
  ...peopleRoutes,
  ...referenceRoutes,
];

export const builtPaths: ReadonlySet<string> = new Set(areaRoutes.map((route) => route.path));

export const shownMenu = visibleMenu(MENU, builtPaths);

/** Spec 000 §2: "The root redirects to /duyuru/duyurular" (the menu's first entry, disasters, is not it). */
const SPEC_ROOT = '/duyuru/duyurular';

/** Where `/` goes: the announcements list once built, else the first built screen of the menu. */
export const ROOT_TARGET = builtPaths.has(SPEC_ROOT) ? SPEC_ROOT : (firstScreen(shownMenu) ?? NOT_FOUND_PATH);
