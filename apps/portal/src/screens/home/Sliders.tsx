import type { HomeQuery } from '../../graphql/generated/home.ts';
import { Slider } from './Slider.tsx';

type SliderData = NonNullable<HomeQuery['mySliders']['data']>[number];

/** The sliders with an item this employee sees (the server leaves out the others). */
export function Sliders({ sliders }: { sliders: readonly SliderData[] }) {
  return (
    <>
      {sliders
        .filter((slider) => slider.items.length)
        .map((slider) => (
          <Slider key={slider.id} name={slider.name} items={slider.items} />
        ))}
    </>
  );
}
