import { createStore, useStore } from './store.ts';
import { storage } from './storage.ts';

export type ThemeMode = 'dark' | 'light';

/** The theme mode: dark by default (spec 000 §1), remembered in the browser. */
export const themeModeStore = createStore<ThemeMode>(
  storage.get<ThemeMode>('theme') === 'light' ? 'light' : 'dark',
);

export function setThemeMode(mode: ThemeMode): void {
  storage.set('theme', mode);
  themeModeStore.set(mode);
}

export function useThemeMode(): ThemeMode {
  return useStore(themeModeStore);
}
