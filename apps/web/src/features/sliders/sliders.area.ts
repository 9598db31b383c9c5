import { defineArea, list } from '../area.tsx';

/**
 * Sliders of the employees' app (spec 001 §2 Sliders; docs/navigation.md): sliders, and each slider's items
 * with their image (cropped in the create dialog), roles and publish window.
 */
export const slidersArea = defineArea({
  name: 'sliders',
  screens: {
    sliders: list('/slider/sliders', 'sliders'),
    sliderItems: list('/slider/sliders/:sliderId', 'sliderItems'),
  },
  registry: () => import('./registry.ts').then((module) => module.slidersRegistry),
});
