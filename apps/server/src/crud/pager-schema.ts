import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@pano/contract';
import type { Collection, EntityDefinition } from './entity-definition.ts';

const int = z.number().int();

/** The page of a collection's children a client asks for (`userPagerModel` of a disclaimer). */
export function childPagerSchema(pager: NonNullable<Collection['pager']>) {
  return z.object({
    pageNumber: int.min(1).max(1_000_000).nullish(),
    pageSize: int.min(1).max(pager.maxPageSize).nullish(),
  });
}

export type ChildPager = z.output<ReturnType<typeof childPagerSchema>>;

/** The collections' pagers a list's pager carries for every row of the page. */
function childPagers(def: EntityDefinition) {
  return Object.fromEntries(
    (def.collections ?? []).flatMap((c) =>
      c.pager ? [[c.pager.arg, childPagerSchema(c.pager).nullish()]] : [],
    ),
  );
}

function buildPagerSchema(def: EntityDefinition) {
  const filters = Object.fromEntries((def.filters ?? []).map((key) => [key, int.positive().nullish()]));
  const custom = Object.fromEntries(Object.entries(def.pagerFilters ?? {}).map(([key, f]) => [key, f.input]));
  return z.object({
    pageNumber: int
      .min(1)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? 1),
    pageSize: int
      .min(1)
      .max(MAX_PAGE_SIZE)
      .nullish()
      .transform((v) => v ?? DEFAULT_PAGE_SIZE),
    searchText: z.string().max(200).nullish(),
    sortColumn: z
      .string()
      .nullish()
      .refine((v) => v == null || def.sortColumns.includes(v), { message: 'sortColumn' }),
    sortDescending: z.boolean().nullish(),
    ...(def.hasActive ? { isActive: z.boolean().nullish() } : {}),
    ...filters,
    ...custom,
    ...childPagers(def),
  });
}

const built = new WeakMap<EntityDefinition, ReturnType<typeof buildPagerSchema>>();

/**
 * The pager every list takes; filters and the sort allowlist come from the entity's definition. Built once
 * per definition: lists parse their pager on every request, and building a zod object (and its compiled
 * parser) each time was 5% of the server's CPU under the users search (bench/RESULTS.md).
 */
export function pagerSchema(def: EntityDefinition): ReturnType<typeof buildPagerSchema> {
  let schema = built.get(def);
  if (!schema) built.set(def, (schema = buildPagerSchema(def)));
  return schema;
}

export type Pager = z.output<ReturnType<typeof pagerSchema>> & Record<string, unknown>;
