import { useEffect } from 'react';
import type { Company } from '../api/session.ts';
import { textOn } from './colours.ts';
import { createStore, saved, useStore } from './store.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const stored = saved.get('theme');
export const themeStore = createStore<ThemeChoice>(
  stored === 'light' || stored === 'dark' ? stored : 'system',
);

export function chooseTheme(choice: ThemeChoice): void {
  saved.set('theme', choice === 'system' ? null : choice);
  themeStore.set(choice);
}

const prefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** A colour the company chose, if it is one (#rgb or #rrggbb): it becomes the app's --brand. */
const colour = (value: string | null | undefined) =>
  value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;

/** Light or dark as the device or the employee says, in the company's colour. */
export function useAppearance(company: Company | undefined): void {
  const choice = useStore(themeStore);
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      root.dataset.theme = choice === 'system' ? (prefersDark() ? 'dark' : 'light') : choice;
    };
    apply();
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [choice]);
  const brand = colour(company?.primaryColorCode);
  useEffect(() => {
    const style = document.documentElement.style;
    if (brand) {
      style.setProperty('--brand', brand);
      style.setProperty('--on-brand', textOn(brand));
    } else {
      style.removeProperty('--brand');
      style.removeProperty('--on-brand');
    }
  }, [brand]);
}
