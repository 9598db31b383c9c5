import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@pano/contract';
import type { EntityDefinition } from './entity-definition.ts';

const int = z.number().int();

/** The pager every list takes; filters and the sort allowlist come from the entity's definition. */
export function pagerSchema(def: EntityDefinition) {
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
  });
}

export type Pager = z.output<ReturnType<typeof pagerSchema>> & Record<string, unknown>;
