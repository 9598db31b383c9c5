import {
  sliderCreateInput,
  sliderItemCreateInput,
  sliderItemRoleCreateInput,
  sliderItemRoleUpdateInput,
  sliderItemUpdateInput,
  sliderUpdateInput,
} from '../validation/sliders.ts';
import { crudResource } from './resource.ts';

/** Spec 001 §7 Sliders: `getSliders(sliderPagerModel)`, `slider(id)`, create, update, delete. */
export const sliderResource = crudResource('Slider', 'getSliders', sliderCreateInput, sliderUpdateInput, {
  pagerArg: 'sliderPagerModel',
});
/** A slider's items: `getSliderItems(pagerModel {sliderId})`, `sliderItem(id)`, create (with its file), update, delete. */
export const sliderItemResource = crudResource(
  'SliderItem',
  'getSliderItems',
  sliderItemCreateInput,
  sliderItemUpdateInput,
);
/** The roles that see a slider item: `createSliderItemRole`, `deleteSliderItemRole`, `sliderItemRoles`. */
export const sliderItemRoleResource = crudResource(
  'SliderItemRole',
  'sliderItemRoles',
  sliderItemRoleCreateInput,
  sliderItemRoleUpdateInput,
);
