import type { IconComponent } from '../crud/core/definition.ts';

/** One thing a row offers: a link to a nested list or page, or a button (a dialog, edit, delete). */
export interface RowItemView {
  /** Stable within the row: a link's screen id, an action's key, or `edit` / `delete`. */
  key: string;
  /** The accessible name, naming the row ('Ada Yılmaz düzenle'). */
  label: string;
  icon: IconComponent;
  to?: string;
  onClick?: () => void;
  /** Cannot be undone (delete): drawn in the error colour. */
  danger?: boolean;
  /** Always in the row's menu, and not counted for the icons ('Geçmiş': docs/history.md). */
  menuOnly?: boolean;
}

/** Up to this many items stay icons; more than this and all but two go into the row's menu. */
const ALL_INLINE = 3;

/**
 * Splits a row's items into the icons shown and those in its 'more actions' menu (issue 17.3): with three
 * or fewer, every item is an icon; with more, the two named by `inline` (the most used; by default the
 * first item and edit) stay icons and the rest keep their order in the menu. `menuOnly` items are always
 * in the menu, last, and do not count.
 */
export function splitRowItems(
  items: readonly RowItemView[],
  inline?: readonly string[],
): { shown: RowItemView[]; more: RowItemView[] } {
  const menuOnly = items.filter((item) => item.menuOnly);
  const rest = items.filter((item) => !item.menuOnly);
  if (rest.length <= ALL_INLINE) return { shown: rest, more: menuOnly };
  const keep = new Set((inline ?? [rest[0]?.key, 'edit']).slice(0, 2));
  return {
    shown: rest.filter((item) => keep.has(item.key)),
    more: [...rest.filter((item) => !keep.has(item.key)), ...menuOnly],
  };
}
