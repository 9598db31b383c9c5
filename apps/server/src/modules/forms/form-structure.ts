import { asc, inArray } from 'drizzle-orm';
import { elementCode, OPTION_ELEMENTS, type FormElementCode } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { formCategories, formItems, formOptions } from '../../db/tenant/forms.table.ts';

export interface StructureOption {
  id: number;
  formItemId: number;
  value: string;
  point: number;
  position: number;
  isDeleted: boolean;
}

export interface StructureItem {
  id: number;
  formCategoryId: number;
  name: string;
  description: string | null;
  isRequired: boolean;
  minRequiredLength: number | null;
  maxRequiredLength: number | null;
  /** A matrix's rows (none on other items, and on versions saved before rows existed). */
  matrixRows: string[];
  position: number;
  formElementId: number;
  element: string;
  isDeleted: boolean;
  options: StructureOption[];
}

export interface StructureCategory {
  id: number;
  formId: number;
  name: string;
  position: number;
  isActive: boolean;
  isPassived: boolean;
  items: StructureItem[];
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/**
 * The forms' categories, items and options as stored now (passived categories and deleted items and options
 * included, flagged), in position order: three queries for any number of forms.
 */
export async function readStructures(
  db: TenantDb,
  formIds: readonly number[],
): Promise<Map<number, StructureCategory[]>> {
  if (!formIds.length) return new Map();
  const categories = await db
    .select()
    .from(formCategories)
    .where(inArray(formCategories.formId, [...formIds]))
    .orderBy(asc(formCategories.position), asc(formCategories.id));
  const items = categories.length
    ? await db
        .select()
        .from(formItems)
        .where(
          inArray(
            formItems.formCategoryId,
            categories.map((c) => c.id),
          ),
        )
        .orderBy(asc(formItems.position), asc(formItems.id))
    : [];
  const options = items.length
    ? await db
        .select()
        .from(formOptions)
        .where(
          inArray(
            formOptions.formItemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(formOptions.position), asc(formOptions.id))
    : [];
  const optionsOf = groupBy(options, (o) => o.formItemId);
  const itemsOf = groupBy(items, (i) => i.formCategoryId);
  const byForm = groupBy(categories, (c) => c.formId);
  return new Map(
    [...byForm].map(([formId, rows]) => [
      formId,
      rows.map(({ createTime: _c, ...category }) => ({
        ...category,
        items: (itemsOf.get(category.id) ?? []).map(({ createTime: _i, ...item }) => ({
          ...item,
          element: elementCode(item.formElementId) ?? '',
          options: (optionsOf.get(item.id) ?? []).map(({ createTime: _o, ...option }) => option),
        })),
      })),
    ]),
  );
}

/** One form's structure as stored now. */
export async function readStructure(db: TenantDb, formId: number): Promise<StructureCategory[]> {
  return (await readStructures(db, [formId])).get(formId) ?? [];
}

const takesOptions = (item: StructureItem) =>
  OPTION_ELEMENTS.includes(elementCode(item.formElementId) as FormElementCode);

/**
 * What an employee sees of a structure: active categories, live items and their live options — none on an
 * item whose type takes none (a version saved before such options were retired may still carry them).
 */
export function liveStructure(categories: StructureCategory[]): StructureCategory[] {
  return categories
    .filter((c) => c.isActive && !c.isPassived)
    .map((c) => ({
      ...c,
      items: c.items
        .filter((i) => !i.isDeleted)
        .map((i) => ({
          ...i,
          matrixRows: i.matrixRows ?? [],
          options: takesOptions(i) ? i.options.filter((o) => !o.isDeleted) : [],
        })),
    }));
}
