import { sliderItemCreateInput, sliderItemResource, sliderResource } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { defineArea } from '../area.ts';
import { createSliderItem } from './create-slider-item.ts';
import { deleteSlider, deleteSliderItem } from './delete-sliders.ts';
import { mySliders, mySliderType } from './my-sliders.ts';
import { sliderEntity, sliderItemEntity, sliderItemRoleEntity } from './slider.entities.ts';

/**
 * Sliders of the employees' app (spec 001 §2 Sliders; docs/navigation.md): sliders and their items with
 * roles on the panel — an item's file stored at creation, inline or streamed — and, on the portal, the
 * sliders the caller's role sees.
 */
export const slidersArea = defineArea({
  name: 'sliders',
  entities: [sliderEntity, sliderItemEntity, sliderItemRoleEntity],
  main(kit) {
    defineMutation(kit, {
      name: sliderItemResource.create?.name ?? '',
      input: { schema: sliderItemCreateInput, typeName: 'SliderItemCreateInput' },
      run: createSliderItem,
    });
    defineMutation(kit, { name: sliderItemResource.remove ?? '', id: true, run: deleteSliderItem });
    defineMutation(kit, { name: sliderResource.remove ?? '', id: true, run: deleteSlider });
  },
  portal(kit) {
    defineQuery(kit, { name: 'mySliders', type: kit.list('MySlider', mySliderType(kit)), run: mySliders });
  },
});
