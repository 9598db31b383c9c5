import { NOT_FOUND_PATH } from '../components/NotFoundRedirect.tsx';
import { AREAS } from '../features/areas.ts';
import { setPanelAreas } from '../state/panelAreas.ts';
import { screenAreas, screenPaths } from './areaRoutes.tsx';
import { MENU } from './shell/menu.ts';
import { firstScreen, visibleMenu } from './shell/menuModel.ts';

/** Every screen the areas provide, by id. */
export const SCREEN_PATHS = screenPaths(AREAS);

// the rows of the roles' permission matrix (docs/permissions.md)
setPanelAreas(AREAS.map((area) => area.name));

/** Each screen's area by its route: the menu shows the screens of the areas the user reads. */
export const SCREEN_AREAS = screenAreas(AREAS);

/** The side menu as shown: the screens the areas provide, in the menu's order. */
export const shownMenu = visibleMenu(MENU, SCREEN_PATHS);

/** Where `/` goes: the announcements list (spec 000 §2) once built, else the first screen of the menu. */
export const ROOT_TARGET = SCREEN_PATHS.get('announcements') ?? firstScreen(shownMenu) ?? NOT_FOUND_PATH;
