import { defineArea, list, page } from '../area.tsx';

/**
 * What the employees' app shows (spec 001 §2 Menus, links; docs/navigation.md): menu entries, links and
 * their groups. The menu screen is the generic list inside a drag context (its own chunk, with dnd-kit);
 * the rich-text editor loads only when a page target is chosen.
 */
export const navigationArea = defineArea({
  name: 'navigation',
  screens: {
    // the page comes with the registry's chunk (one chunk, one preload list in the entry)
    menus: page('/menu/menu', () => import('./registry.ts'), 'MenusPage'),
    links: list('/menu/link', 'links'),
    linkGroups: list('/menu/link-gruplari', 'linkGroups'),
    appPreview: page('/menu/onizleme', () => import('./preview/AppPreviewPage.tsx'), 'AppPreviewPage'),
  },
  registry: () => import('./registry.ts').then((module) => module.navigationRegistry),
});
