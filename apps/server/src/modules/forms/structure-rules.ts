import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FORM_ELEMENTS,
  formItemIssues,
  OPTION_ELEMENTS,
  repeatedNames,
  type FormBuildInput,
} from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { formCategories, formItems, formOptions } from '../../db/tenant/forms.table.ts';
import type { StructureCategory, StructureItem } from './form-structure.ts';
import type { Path, SentPaths } from './save-structure.ts';

type Issue = z.core.$ZodIssue;
const issue = (path: Path, message: string): Issue => ({ code: 'custom', message, path, input: undefined });

/**
 * The ids of a save that are not where they are sent: every id must be a row of the parent it is sent
 * under (a category of this form, an item of that category, an option of that item) and come once per
 * save. A refused parent's children are not looked at (they go with it).
 */
export function idIssues(before: StructureCategory[], input: FormBuildInput): Issue[] {
  const categories = new Set(before.map((c) => c.id));
  const items = before.flatMap((c) => c.items);
  const itemCategory = new Map(items.map((i) => [i.id, i.formCategoryId]));
  const optionItem = new Map(items.flatMap((i) => i.options.map((o) => [o.id, i.id] as const)));
  const seen = new Set<string>();
  const issues: Issue[] = [];
  /** Whether a row's id (none: a new row) may be saved here; records the issue when not. */
  const placed = (kind: string, id: number | null | undefined, belongs: boolean, at: Path) => {
    if (id == null) return true;
    const key = `${kind}:${id}`;
    const twice = seen.has(key);
    seen.add(key);
    if (!twice && belongs) return true;
    issues.push(issue([...at, 'id'], twice ? 'idSentTwice' : 'idNotOfParent'));
    return false;
  };
  input.categories.forEach((category, c) => {
    const at = ['categories', c];
    if (!placed('category', category.id, categories.has(category.id ?? 0), at)) return;
    category.items.forEach((item, i) => {
      const itemAt = [...at, 'items', i];
      const belongs = category.id != null && itemCategory.get(item.id ?? 0) === category.id;
      if (!placed('item', item.id, belongs, itemAt)) return;
      item.options.forEach((option, o) => {
        const mine = item.id != null && optionItem.get(option.id ?? 0) === item.id;
        placed('option', option.id, mine, [...itemAt, 'options', o]);
      });
    });
  });
  return issues;
}

const OPTION_ELEMENT_IDS = FORM_ELEMENTS.filter((e) => OPTION_ELEMENTS.includes(e.code)).map((e) => e.id);

/**
 * Options live only on dropdown, radio button and matrix items: the live options of any item of the form
 * whose type takes none (a dropdown changed into a textbox) are marked deleted, in the save that changed it.
 */
export async function retireStrayOptions(tx: TenantDb, formId: number): Promise<void> {
  const stray = tx
    .select({ id: formItems.id })
    .from(formItems)
    .innerJoin(formCategories, eq(formCategories.id, formItems.formCategoryId))
    .where(and(eq(formCategories.formId, formId), notInArray(formItems.formElementId, OPTION_ELEMENT_IDS)));
  await tx
    .update(formOptions)
    .set({ isDeleted: true })
    .where(and(eq(formOptions.isDeleted, false), inArray(formOptions.formItemId, stray)));
}

/** A stored item's issue placed where the input sent it (the option, else the item, else its name). */
function placeIssue(found: Path, item: StructureItem, category: StructureCategory, paths: SentPaths): Path {
  const itemPath = paths.items.get(item.id);
  if (!itemPath) return [...(paths.categories.get(category.id) ?? []), 'items', item.name];
  const [first, index, field] = found;
  if (first === 'options' && typeof index === 'number') {
    const optionPath = paths.options.get(item.options[index]?.id ?? 0);
    return optionPath && field !== undefined ? [...optionPath, field] : [...itemPath, 'options'];
  }
  return [...itemPath, ...found];
}

/**
 * The rules on what the save left stored, rows the input left out included: the form has at least one live
 * item in a live category (an empty form is no success), no two live categories share a name, and every
 * live item of an active category has its options where it takes them (at least one), values and points
 * unique among its live options, min ≤ max (the contract's). A failure refuses the whole save.
 */
export function storedIssues(structure: StructureCategory[], paths: SentPaths): Issue[] {
  const live = structure.filter((category) => category.isActive && !category.isPassived);
  const items = live.flatMap((category) =>
    category.items.flatMap((item) =>
      formItemIssues(item, []).map((found) =>
        issue(placeIssue(found.path, item, category, paths), found.message),
      ),
    ),
  );
  // the stored categories the save left out first: a clash with one of them is told on the sent one
  const leftOutFirst = [...live].sort(
    (a, b) => Number(paths.categories.has(a.id)) - Number(paths.categories.has(b.id)),
  );
  const names = repeatedNames(leftOutFirst).map((index) => {
    const category = leftOutFirst[index] as StructureCategory;
    const at = paths.categories.get(category.id) ?? ['categories', category.name];
    return issue([...at, 'name'], 'formCategoryNameTaken');
  });
  const empty = live.some((category) => category.items.some((item) => !item.isDeleted))
    ? []
    : [issue(['categories'], 'formEmpty')];
  return [...empty, ...names, ...items];
}
