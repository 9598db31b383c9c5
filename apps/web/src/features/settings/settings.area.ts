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
  registry: () => import('./registry.ts').then((module) => module.settingsRegistry),
});
