import type { MenuItem } from './menu.ts';
import { isGroup, menuEntryFor, type ShownGroup, type ShownItem } from './menuModel.ts';

// The side menu's filter, groups and icons: the shell's alone, kept out of the first download's menuModel.

/** Text folded for matching: lower case the Turkish way, without accents ('Şikâyet' → 'sikayet', 'I' → 'i'). */
export function foldText(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** Whether every word of `query` is in one of `texts` (folded): 'sikayet tip' finds 'Şikayet tipleri'. */
export function matchesWords(query: string, texts: readonly string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return texts.some((text) => {
    const folded = foldText(text);
    return words.every((word) => folded.includes(word));
  });
}

/** A text by its key in one language, '' for a key it does not have. */
export type Lookup = (key: string) => string;

/** The key of an entry's search words (issue 48): 'menu.applicants' → 'menuSearch.applicants'. */
export function searchKeyOf(titleKey: string): string {
  return titleKey.replace(/^menu\./, 'menuSearch.');
}

/**
 * What the filter matches an entry against in one language: its title and its search words (synonyms and the
 * screens reached inside it: 'mülakat' and 'teklif' are the applicants' pages, 'yetki' the roles').
 */
export function entryText(lookup: Lookup, titleKey: string): string {
  return `${lookup(titleKey)} ${lookup(searchKeyOf(titleKey))}`;
}

/**
 * The menu narrowed to what `matches` (by title key): a matching entry stays, in its group; a group whose own
 * words match keeps all its entries; a group left empty goes.
 */
export function filterMenu(menu: readonly ShownItem[], matches: (titleKey: string) => boolean): ShownItem[] {
  return menu.flatMap((item): ShownItem[] => {
    if (!isGroup(item)) return matches(item.titleKey) ? [item] : [];
    if (matches(item.titleKey)) return [item];
    const entries = item.entries.filter((entry) => matches(entry.titleKey));
    return entries.length ? [{ ...item, entries }] : [];
  });
}

/** The group holding the entry the current path belongs to, if it is in one. */
export function groupFor(menu: readonly ShownItem[], pathname: string): string | null {
  const entry = menuEntryFor(menu, pathname);
  const group = entry && menu.find((item) => isGroup(item) && item.entries.includes(entry));
  return group ? (group as ShownGroup).id : null;
}

/** Every id the menu names (screens, links and groups): each has an icon (the shell's menuIcons). */
export function menuIds(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (!('entries' in item)) return [item.link];
    return [item.id, ...item.entries.map((entry) => (typeof entry === 'string' ? entry : entry.link))];
  });
}
