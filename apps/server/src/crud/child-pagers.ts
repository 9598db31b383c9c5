import { z } from 'zod';
import { parseInput } from '../kernel/validation.ts';
import type { Collection, EntityDefinition, Row } from './entity-definition.ts';
import { childPagerSchema, type ChildPager } from './pager-schema.ts';

/** Where a row keeps the child pagers its list or single read was asked with (never an API field). */
const STAMP = '__childPagers';

type PagedCollection = Collection & { pager: NonNullable<Collection['pager']> };

/** Worked out once per definition: every list and single read asks. */
const paged = new WeakMap<EntityDefinition, PagedCollection[]>();

/** The collections of `def` that page their children. */
export function pagedCollections(def: EntityDefinition): PagedCollection[] {
  let found = paged.get(def);
  if (!found) {
    found = (def.collections ?? []).filter((c): c is PagedCollection => Boolean(c.pager));
    paged.set(def, found);
  }
  return found;
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
  const collections = pagedCollections(def);
  // nothing to page (most entities): the rows stay as they are, no property defined on each
  if (!collections.length) return;
  const pagers: Record<string, unknown> = {};
  for (const c of collections) pagers[c.pager.arg] = given[c.pager.arg];
  const stamp = { value: pagers, enumerable: false };
  for (const row of rows) Object.defineProperty(row, STAMP, stamp);
}

/** The window of a row's children to give: the field's argument, else the list's or single read's, else the default. */
export function childWindow(
  collection: PagedCollection,
  row: Row,
  fieldArg: unknown,
): { limit: number; offset: number } {
  const stamped = (row as Record<string, Record<string, unknown> | undefined>)[STAMP]?.[collection.pager.arg];
  const asked = (fieldArg ?? stamped ?? {}) as ChildPager;
  const limit = asked.pageSize ?? collection.pager.pageSize;
  return { limit, offset: ((asked.pageNumber ?? 1) - 1) * limit };
}
