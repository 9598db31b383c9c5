import { count, inArray } from 'drizzle-orm';
import { sliderItemResource, sliderItemRoleResource, sliderResource } from '@pano/contract';
import { sliderItemRoles, sliderItems, sliders } from '../../db/tenant/sliders.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { cleanTargetPayload } from '../navigation/target-payload.ts';
import { IMAGE_FIELD, takeStreamedMedia } from './slider-media.ts';

/**
 * Sliders of the employees' app (spec 001 §2 /slider/sliders): a name, the number of its items; a delete
 * takes its items and their files along (delete-sliders.ts).
 */
export const sliderEntity: EntityDefinition = {
  api: sliderResource,
  table: sliders,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'name', descending: false },
  hasActive: false,
  custom: ['remove'],
  extraFields: {
    itemCount: {
      type: 'Int',
      fallback: 0,
      async batch(db, ids) {
        const rows = await db
          .select({ id: sliderItems.sliderId, value: count() })
          .from(sliderItems)
          .where(inArray(sliderItems.sliderId, [...ids]))
          .groupBy(sliderItems.sliderId);
        return new Map(rows.map((row) => [row.id, row.value]));
      },
    },
  },
};

/**
 * A slider's items (spec 001 §2 /slider/sliders/{sliderId}; docs/navigation.md, Sliders): what each opens
 * is checked and stored clean as a menu entry's; the file is chosen at creation only (create-slider-item.ts
 * stores an inline one, the hook below takes a streamed one over) and never changed by an update.
 */
export const sliderItemEntity: EntityDefinition = {
  api: sliderItemResource,
  table: sliderItems,
  searchColumns: ['name', 'description'],
  smallList: true,
  sortColumns: ['id', 'name', 'position', 'createTime'],
  defaultSort: { column: 'position', descending: false },
  filters: ['sliderId'],
  listArgs: ['sliderId'],
  hasActive: false,
  custom: ['create', 'remove'],
  relations: [{ field: 'slider', foreignKey: 'sliderId', target: () => sliderEntity }],
  collections: [{ field: 'roles', foreignKey: 'sliderItemId', target: () => sliderItemRoleEntity }],
  hooks: {
    async beforeWrite(ctx, values, mode) {
      values.targetPayload = await cleanTargetPayload(
        ctx.db,
        String(values.targetComponent),
        String(values.targetPayload),
        ctx.session.files,
      );
      if (mode !== 'create' || typeof values.imagePath === 'string') return;
      if (typeof values.uploadId !== 'string') throw invalidField(IMAGE_FIELD, 'sliderItemRequired');
      Object.assign(
        values,
        await takeStreamedMedia(ctx.db, ctx.session.files, values.uploadId, ctx.session.userId),
      );
    },
  },
};

/** The roles that see a slider item (createSliderItemRole / deleteSliderItemRole); a role once per item. */
export const sliderItemRoleEntity: EntityDefinition = {
  api: sliderItemRoleResource,
  table: sliderItemRoles,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['sliderItemId', 'roleId'],
  hasActive: false,
  relations: [{ field: 'role', foreignKey: 'roleId', target: () => roleEntity }],
  uniqueWithin: [{ field: 'roleId', within: 'sliderItemId' }],
};
