import type { Registry } from '../area.tsx';
import { sliderDefinition, sliderItemDefinition } from './sliders.ts';

/** The sliders registry: sliders and their items, served by the generic list page. */
export const slidersRegistry = {
  sliders: sliderDefinition,
  sliderItems: sliderItemDefinition,
} satisfies Registry;
