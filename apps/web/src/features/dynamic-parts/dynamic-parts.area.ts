import { defineArea, list } from '../area.tsx';

/**
 * Dynamic parts of the employees' app home screen (spec 001 §2 Dynamic parts; docs/navigation.md): one list
 * with its dialog; the payload's settings, the logo upload and the audience pickers load with the registry.
 */
export const dynamicPartsArea = defineArea({
  name: 'dynamicParts',
  screens: {
    dynamicParts: list('/dinamik-alan/dinamik-alanlar', 'dynamicParts'),
  },
  registry: () => import('./registry.ts').then((module) => module.dynamicPartsRegistry),
});
