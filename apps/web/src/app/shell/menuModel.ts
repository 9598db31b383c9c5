import type { MenuEntry, MenuGroup, MenuItem, MenuRoute } from './menu.ts';

export const isGroup = (item: MenuItem): item is MenuGroup => 'entries' in item;
export const isRoute = (item: MenuItem): item is MenuRoute => 'path' in item;

function entryShown(entry: MenuEntry, builtPaths: ReadonlySet<string>): boolean {
  return isRoute(entry) ? builtPaths.has(entry.path) : Boolean(entry.href);
}

/** The menu without entries whose screen is not built yet (and without groups left empty). */
export function visibleMenu(menu: readonly MenuItem[], builtPaths: ReadonlySet<string>): MenuItem[] {
  return menu.flatMap((item): MenuItem[] => {
    if (!isGroup(item)) return entryShown(item, builtPaths) ? [item] : [];
    const entries = item.entries.filter((entry) => entryShown(entry, builtPaths));
    return entries.length ? [{ ...item, entries }] : [];
  });
}

export function menuRoutes(menu: readonly MenuItem[]): MenuRoute[] {
  return menu.flatMap((item) => (isGroup(item) ? item.entries : [item])).filter(isRoute);
}

/** The root's target: the first shown screen in menu order (announcements once that area exists). */
export function firstScreen(menu: readonly MenuItem[]): string | null {
  return menuRoutes(menu)[0]?.path ?? null;
}

/** The entry the current path belongs to: the longest matching prefix (the subheader's title). */
export function menuEntryFor(menu: readonly MenuItem[], pathname: string): MenuRoute | null {
  const matches = menuRoutes(menu).filter(
    (entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}
