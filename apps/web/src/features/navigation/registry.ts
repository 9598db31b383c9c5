import type { Registry } from '../area.tsx';
import { linkDefinition, linkGroupDefinition } from './links.ts';
import { menuDefinition } from './menus.ts';

export { MenusPage } from './MenusPage.tsx';

/** The navigation registry: menu entries, links and link groups, served by the generic list page. */
export const navigationRegistry = {
  menus: menuDefinition,
  links: linkDefinition,
  linkGroups: linkGroupDefinition,
} satisfies Registry;
