import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
import { defineArea, list, page } from '../area.tsx';

/** Settings (spec 000 §2): configuration, theme and logo, disclaimers and who accepted them. */
export const settingsArea = defineArea({
  name: 'settings',
  screens: {
    config: page('/ayarlar/konfig', () => import('./ConfigPage.tsx'), 'ConfigPage'),
    themeAndLogo: page('/ayarlar/logo', () => import('./BrandingPage.tsx'), 'BrandingPage'),
    disclaimers: list('/ayarlar/sozlesmeler', 'disclaimers'),
    disclaimerAcceptors: list('/ayarlar/sozlesmeler/:disclaimerId', 'disclaimerUsers'),
  },
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.settingsRegistry),
});
