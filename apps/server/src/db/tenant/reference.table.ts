import { boolean, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { searchIndex } from './columns.ts';

/** The id/name/isActive shape shared by every simple lookup (gender, level, status, recruitment lookups …). */
export function lookupTable(name: string) {
  return pgTable(name, lookupColumns());
}

export function lookupColumns() {
  return {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  };
}

export const genders = lookupTable('genders');
export const levels = lookupTable('levels');
/** Statuses also carry a code (spec 001 §3: Status {code, name}), which workflows and integrations match on. */
export const statuses = pgTable('statuses', {
  ...lookupColumns(),
  code: varchar('code', { length: 50 }),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  latitude: numeric('latitude', { precision: 10, scale: 7, mode: 'number' }).notNull(),
  longitude: numeric('longitude', { precision: 10, scale: 7, mode: 'number' }).notNull(),
  isDefined: boolean('is_defined').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Places are read-only reference data; sortKey holds the Turkish alphabetical order computed at seed time. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    sortKey: integer('sort_key').notNull(),
  },
  (t) => [index('cities_country').on(t.countryId, t.sortKey), searchIndex('cities_name_search', t.name)],
);

export const towns = pgTable(
  'towns',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    sortKey: integer('sort_key').notNull(),
  },
  (t) => [index('towns_city').on(t.cityId, t.sortKey), searchIndex('towns_name_search', t.name)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    sortKey: integer('sort_key').notNull(),
  },
  (t) => [index('districts_town').on(t.townId, t.sortKey), searchIndex('districts_name_search', t.name)],
);
