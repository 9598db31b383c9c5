import type { FormBuildCategory, FormBuildInput } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { formCategories, formItems, formOptions } from '../../db/tenant/forms.table.ts';
import type { StructureCategory, StructureItem } from './form-structure.ts';
import { insertRows, updateRows } from './batch-writes.ts';

export type Path = (string | number)[];

/** Where each row of the save was sent in the input (saved ids and new ones), to name it in a message. */
export interface SentPaths {
  categories: Map<number, Path>;
  items: Map<number, Path>;
  options: Map<number, Path>;
}

interface Save {
  tx: TenantDb;
  /** The form's rows before the save, by id (the input's ids were checked against them). */
  categories: Map<number, StructureCategory>;
  items: Map<number, StructureItem>;
  paths: SentPaths;
}

/** A row to write: its values and position, its id when it is saved already, where it was sent. */
interface Planned<V> {
  id: number | undefined;
  values: V & { position: number };
  path: Path;
}

/**
 * The rows of one parent the input left out keep their order after the ones it sent, so positions run
 * 1…n over the parent's whole list on every save (two saves that each add a row do not both put it first).
 */
function placeLeftOut(
  rows: readonly { id: number; position: number }[],
  sent: ReadonlySet<number>,
  last: number,
): { id: number; position: number }[] {
  const moved: { id: number; position: number }[] = [];
  let position = last;
  for (const row of rows) {
    if (sent.has(row.id)) continue;
    position += 1;
    if (row.position !== position) moved.push({ id: row.id, position });
  }
  return moved;
}

/**
 * Writes one level's planned rows in a few statements (new ones inserted together, saved ones updated
 * together, left-out ones moved together) and answers every sent row's id in the order planned.
 */
async function writeLevel<V extends Record<string, unknown>>(
  tx: TenantDb,
  table: typeof formCategories | typeof formItems | typeof formOptions,
  planned: Planned<V>[],
  leftOut: { id: number; position: number }[],
): Promise<number[]> {
  const fresh = planned.filter((p) => p.id === undefined);
  const made = await insertRows(
    tx,
    table,
    fresh.map((p) => p.values),
  );
  await updateRows(tx, table, [
    ...planned.flatMap((p) => (p.id === undefined ? [] : [{ id: p.id, ...p.values }])),
    ...leftOut,
  ]);
  let next = 0;
  return planned.map((p) => p.id ?? (made[next++] as number));
}

/** The sent rows of a parent in order, positions 1…n (a new row deleted before saving is dropped). */
function plan<T, V>(
  rows: readonly T[],
  at: Path,
  key: string,
  dropped: (row: T) => boolean,
  values: (row: T) => V,
  id: (row: T) => number | null | undefined,
): { planned: Planned<V>[]; rows: T[] } {
  const kept = rows.map((row, index) => ({ row, index })).filter(({ row }) => !(!id(row) && dropped(row)));
  return {
    rows: kept.map(({ row }) => row),
    planned: kept.map(({ row, index }, n) => ({
      id: id(row) ?? undefined,
      values: { ...values(row), position: n + 1 },
      path: [...at, key, index],
    })),
  };
}

/**
 * Writes the input's categories, items and options in the order sent, level by level and in a few
 * statements per level however large the form (docs/forms.md: a 30,000-option save was 30,000 statements).
 * Deleting a saved category passives it (spec 001 §4); rows the input leaves out keep their values and
 * follow the sent ones. The ids were checked first: each is the row of the parent it is sent under, once.
 */
export async function saveCategories(
  tx: TenantDb,
  formId: number,
  before: StructureCategory[],
  input: FormBuildInput,
): Promise<SentPaths> {
  const save: Save = {
    tx,
    categories: new Map(before.map((c) => [c.id, c])),
    items: new Map(before.flatMap((c) => c.items).map((i) => [i.id, i])),
    paths: { categories: new Map(), items: new Map(), options: new Map() },
  };
  const categories = plan(
    input.categories,
    [],
    'categories',
    (c) => c.isPassived,
    (c) => ({
      formId,
      name: c.name,
      isActive: c.isActive && !c.isPassived,
      isPassived: c.isPassived,
    }),
    (c) => c.id,
  );
  const categoryIds = await writeLevel(
    tx,
    formCategories,
    categories.planned,
    placeLeftOut(before, idSet(categories.planned), categories.planned.length),
  );
  categoryIds.forEach((id, n) => save.paths.categories.set(id, categories.planned[n]!.path));
  const items = categories.rows.map((category, n) =>
    planItems(save, category, categoryIds[n] as number, categories.planned[n]!.path),
  );
  const itemIds = await writeLevel(
    tx,
    formItems,
    items.flatMap((i) => i.planned),
    items.flatMap((i) => i.leftOut),
  );
  const sentItems = items.flatMap((i) => i.rows.map((row, n) => ({ row, planned: i.planned[n]! })));
  sentItems.forEach(({ planned }, n) => save.paths.items.set(itemIds[n] as number, planned.path));
  const options = sentItems.map(({ row, planned }, n) => {
    const itemId = itemIds[n] as number;
    const planned_ = plan(
      row.options,
      planned.path,
      'options',
      (o) => o.isDeleted,
      (o) => ({ formItemId: itemId, value: o.value, point: o.point, isDeleted: o.isDeleted }),
      (o) => o.id,
    ).planned;
    const leftOut = placeLeftOut(save.items.get(itemId)?.options ?? [], idSet(planned_), planned_.length);
    return { planned: planned_, leftOut };
  });
  const optionPlan = options.flatMap((o) => o.planned);
  const optionIds = await writeLevel(
    tx,
    formOptions,
    optionPlan,
    options.flatMap((o) => o.leftOut),
  );
  optionIds.forEach((id, n) => save.paths.options.set(id, optionPlan[n]!.path));
  return save.paths;
}

/** A category's sent items, planned, and the left-out ones to move after them. */
function planItems(save: Save, category: FormBuildCategory, categoryId: number, at: Path) {
  const planned = plan(
    category.items,
    at,
    'items',
    (i) => i.isDeleted,
    (i) => ({
      formCategoryId: categoryId,
      formElementId: i.formElementId,
      name: i.name,
      description: i.description ?? null,
      isRequired: i.isRequired,
      minRequiredLength: i.minRequiredLength ?? null,
      maxRequiredLength: i.maxRequiredLength ?? null,
      matrixRows: i.matrixRows,
      isDeleted: i.isDeleted,
    }),
    (i) => i.id,
  );
  const leftOut = placeLeftOut(
    save.categories.get(categoryId)?.items ?? [],
    idSet(planned.planned),
    planned.planned.length,
  );
  return { ...planned, leftOut };
}

const idSet = (planned: readonly { id: number | undefined }[]) =>
  new Set(planned.flatMap((p) => (p.id === undefined ? [] : [p.id])));
