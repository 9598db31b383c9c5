import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { storage } from '../../state/storage.ts';
import { groupFor } from './menuFilter.ts';
import type { ShownItem } from './menuModel.ts';

/** A year: the menu's open groups are a preference, not a session's state. */
const KEEP_SECONDS = 365 * 24 * 3600;

/**
 * Which groups of the side menu are open, kept in the browser across visits and sign-ins (issue 26 §2.7);
 * the group of the screen on view opens when that screen does.
 */
export function useMenuGroups(menu: readonly ShownItem[]): {
  isOpen(id: string): boolean;
  toggle(id: string): void;
} {
  const [open, setOpen] = useState<readonly string[]>(() => storage.get<string[]>('menuGroups') ?? []);
  const change = useCallback((next: (current: readonly string[]) => readonly string[]) => {
    setOpen((current) => {
      const changed = next(current);
      if (changed !== current) storage.set('menuGroups', changed, KEEP_SECONDS);
      return changed;
    });
  }, []);
  const { pathname } = useLocation();
  const here = groupFor(menu, pathname);
  useEffect(() => {
    if (here) change((current) => (current.includes(here) ? current : [...current, here]));
  }, [here, change]);
  return {
    isOpen: (id) => open.includes(id),
    toggle: (id) =>
      change((current) => (current.includes(id) ? current.filter((g) => g !== id) : [...current, id])),
  };
}
