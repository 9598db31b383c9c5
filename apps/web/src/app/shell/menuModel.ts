import type { ExternalLink, MenuItem, MenuLink } from './menu.ts';

/** The external pages' addresses as the server gives them; a missing one hides its entry. */
export type LinkAddresses = Partial<Record<ExternalLink, string | null>>;

/** A shown entry opening a screen (`id`: its screen id). */
export interface MenuRoute {
  id: string;
  titleKey: string;
  path: string;
}

/** A shown entry opening an external page (`id`: the link's). */
export interface MenuExternal {
  id: string;
  titleKey: string;
  href: string;
}

export type MenuEntry = MenuRoute | MenuExternal;

export interface ShownGroup {
  id: string;
  titleKey: string;
  entries: MenuEntry[];
}

export type ShownItem = MenuEntry | ShownGroup;

export const isGroup = (item: ShownItem): item is ShownGroup => 'entries' in item;
export const isRoute = (item: ShownItem): item is MenuRoute => 'path' in item;

function shownEntry(
  entry: string | MenuLink,
  paths: ReadonlyMap<string, string>,
  links: LinkAddresses,
): MenuEntry[] {
  if (typeof entry !== 'string') {
    const href = links[entry.link];
    return href ? [{ id: entry.link, titleKey: entry.titleKey, href }] : [];
  }
  const path = paths.get(entry);
  return path === undefined ? [] : [{ id: entry, titleKey: `menu.${entry}`, path }];
}

/**
 * The menu as shown: each screen id resolved to its route by the areas' screens, each external link to its
 * address; entries no area provides yet, links without an address and groups left empty are hidden, and a
 * group left with a single entry shows that entry alone.
 */
export function visibleMenu(
  menu: readonly MenuItem[],
  paths: ReadonlyMap<string, string>,
  links: LinkAddresses = {},
): ShownItem[] {
  return menu.flatMap((item): ShownItem[] => {
    if (typeof item === 'string' || !('entries' in item)) return shownEntry(item, paths, links);
    const entries = item.entries.flatMap((entry) => shownEntry(entry, paths, links));
    // a group left with one entry is that entry (no group of one); an empty one is hidden
    if (entries.length === 1) return entries;
    return entries.length ? [{ id: item.id, titleKey: item.titleKey, entries }] : [];
  });
}

export function menuRoutes(menu: readonly ShownItem[]): MenuRoute[] {
  return menu.flatMap((item) => (isGroup(item) ? item.entries : [item])).filter(isRoute);
}

/** The first shown screen in menu order. */
export function firstScreen(menu: readonly ShownItem[]): string | null {
  return menuRoutes(menu)[0]?.path ?? null;
}

/** The entry the current path belongs to: the longest matching prefix (the subheader's title). */
export function menuEntryFor(menu: readonly ShownItem[], pathname: string): MenuRoute | null {
  const matches = menuRoutes(menu).filter(
    (entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/** Every title key the menu names (screens, links and groups), for the dictionaries test. */
export function menuTitleKeys(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => {
    if (typeof item === 'string') return [`menu.${item}`];
    if (!('entries' in item)) return [item.titleKey];
    return [
      item.titleKey,
      ...item.entries.map((entry) => (typeof entry === 'string' ? `menu.${entry}` : entry.titleKey)),
    ];
  });
}
