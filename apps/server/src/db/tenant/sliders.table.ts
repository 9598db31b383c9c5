import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime, publishWindow, publishWindowCheck } from './columns.ts';
import { roles } from './organization.table.ts';

/** Sliders of the employees' app home screen (spec 001 §3 Slider: id, name). */
export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('sliders_name').on(t.name, t.id)],
);

/**
 * A slider's item (spec 001 §3 Slider item): an image (at least 800×400) or a video chosen at creation, what
 * it opens (`target_component` with its payload, like a menu entry), a position, an optional publish window;
 * seen by its roles only. The items go with their slider.
 */
export const sliderItems = pgTable(
  'slider_items',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 35 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    position: integer('position').notNull(),
    targetComponent: varchar('target_component', { length: 50 }).notNull(),
    targetPayload: text('target_payload').notNull(),
    /** The stored file (`/files/<tag>/<name>`), its kind detected from its bytes: image or video. */
    imagePath: varchar('image_path', { length: 500 }).notNull(),
    mediaKind: varchar('media_kind', { length: 10 }).notNull().default('image'),
    ...publishWindow(),
    createTime: createTime(),
  },
  (t) => [
    index('slider_items_slider_position').on(t.sliderId, t.position, t.id),
    check('slider_items_media_kind', sql`${t.mediaKind} in ('image', 'video')`),
    publishWindowCheck('slider_items_window', t),
  ],
);

/** The roles that see a slider item (createSliderItemRole / deleteSliderItemRole); a role once per item. */
export const sliderItemRoles = pgTable(
  'slider_item_roles',
  {
    id: serial('id').primaryKey(),
    sliderItemId: integer('slider_item_id')
      .notNull()
      .references(() => sliderItems.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('slider_item_roles_item_role').on(t.sliderItemId, t.roleId),
    index('slider_item_roles_role').on(t.roleId),
  ],
);
