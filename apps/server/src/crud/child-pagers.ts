import { z } from 'zod';
import { parseInput } from '../kernel/validation.ts';
import type { Collection, EntityDefinition, Row } from './entity-definition.ts';
import { childPagerSchema, type ChildPager } from './pager-schema.ts';

/** Where a row keeps the child pagers its list or single read was asked with (never an API field). */
const STAMP = '__childPagers';

/** The collections of `def` that page their children. */
export function pagedCollections(
  def: EntityDefinition,
): (Collection & { pager: NonNullable<Collection['pager']> })[] {
  return (def.collections ?? []).filter((c): c is Collection & { pager: NonNullable<Collection['pager']> } =>
    Boolean(c.pager),
  );
}

/** The single read's child pager arguments, checked like the list's (`disclaimer(disclaimerId, userPagerModel)`). */
export function parseChildPagers(
  def: EntityDefinition,
  args: Record<string, unknown>,
): Record<string, unknown> {
  const shape = Object.fromEntries(
    pagedCollections(def).map((c) => [c.pager.arg, childPagerSchema(c.pager).nullish()]),
  );
  return parseInput(z.object(shape), args) as Record<string, unknown>;
}

/** Keeps on each row the child pagers the request gave, for the collection fields to page by. */
export function stampChildPagers(def: EntityDefinition, rows: Row[], given: Record<string, unknown>): void {
  const pagers = Object.fromEntries(pagedCollections(def).map((c) => [c.pager.arg, given[c.pager.arg]]));
  for (const row of rows) Object.defineProperty(row, STAMP, { value: pagers, enumerable: false });
}

/** The window of a row's children to give: the field's argument, else the list's or single read's, else the default. */
export function childWindow(
  collection: Collection & { pager: NonNullable<Collection['pager']> },
  row: Row,
  fieldArg: unknown,
): { limit: number; offset: number } {
  const stamped = (row as Record<string, Record<string, unknown> | undefined>)[STAMP]?.[collection.pager.arg];
  const asked = (fieldArg ?? stamped ?? {}) as ChildPager;
  const limit = asked.pageSize ?? collection.pager.pageSize;
  return { limit, offset: ((asked.pageNumber ?? 1) - 1) * limit };
}
