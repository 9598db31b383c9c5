import { and, asc, eq } from 'drizzle-orm';
import type { SliderMediaKind } from '@pano/contract';
import { sliderItemRoles, sliderItems, sliders } from '../../db/tenant/sliders.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { liveOn, named, roleOf, today, viewerOf, type Viewer } from '../navigation/audience.ts';

export interface MySliderItem {
  id: number;
  name: string;
  description: string;
  position: number;
  targetComponent: string;
  /** What the app opens: the page's clean HTML, `{"url": …}` or `{"formId": n}`. */
  targetPayload: string;
  /** The file's `/files/<tag>/<name>` path, as announcements' files are given. */
  imageUrl: string;
  mediaKind: SliderMediaKind;
}

export interface MySlider {
  id: number;
  name: string;
  items: MySliderItem[];
}

/** The GraphQL type of a slider as the app gets it (the portal's `mySliders`, the panel's preview). */
export const mySliderType = (kit: Kit) => {
  const item = plainObject<MySliderItem>(kit, 'MySliderItem', {
    id: 'Int',
    name: 'String',
    description: 'String',
    position: 'Int',
    targetComponent: 'String',
    targetPayload: 'String',
    imageUrl: 'String',
    mediaKind: 'String',
  });
  return plainObject<MySlider>(kit, 'MySlider', {
    id: 'Int',
    name: 'String',
    items: { list: item as never },
  });
};

/**
 * The sliders a viewer sees on a day (docs/navigation.md, Sliders): an item reaches the roles named on it —
 * one with no role reaches nobody — inside its publish window; a slider shows when at least one of its items
 * does. Sliders in the order they were made, items by position, then id.
 */
export async function slidersFor(db: TenantDb, viewer: Viewer, day: string): Promise<MySlider[]> {
  const rows = await db
    .select({
      sliderId: sliders.id,
      sliderName: sliders.name,
      id: sliderItems.id,
      name: sliderItems.name,
      description: sliderItems.description,
      position: sliderItems.position,
      targetComponent: sliderItems.targetComponent,
      targetPayload: sliderItems.targetPayload,
      imageUrl: sliderItems.imagePath,
      mediaKind: sliderItems.mediaKind,
    })
    .from(sliderItems)
    .innerJoin(sliders, eq(sliders.id, sliderItems.sliderId))
    .where(
      and(
        liveOn(sliderItems, day),
        named(db, sliderItemRoles.sliderItemId, sliderItems.id, sliderItemRoles.roleId, roleOf(viewer)),
      ),
    )
    .orderBy(asc(sliders.id), asc(sliderItems.position), asc(sliderItems.id));
  const bySlider = new Map<number, MySlider>();
  for (const { sliderId, sliderName, mediaKind, ...item } of rows) {
    let slider = bySlider.get(sliderId);
    if (!slider) bySlider.set(sliderId, (slider = { id: sliderId, name: sliderName, items: [] }));
    slider.items.push({ ...item, mediaKind: mediaKind as SliderMediaKind });
  }
  return [...bySlider.values()];
}

/** The caller's sliders, as their app shows them today. */
export async function mySliders({ db, session }: OperationContext): Promise<Envelope<MySlider[]>> {
  const rows = await slidersFor(db, await viewerOf(db, session.userId), today());
  return ok(rows, rows.length);
}
