import { eq } from 'drizzle-orm';
import type { FormBuildCategory, FormBuildInput, FormBuildItem } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { formCategories, formItems, formOptions, forms, formVersions } from '../../db/tenant/forms.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { ValidationError } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { readStructure, type StructureCategory } from './form-structure.ts';

type Path = (string | number)[];

/** A saved id that is not this form's (another form's, or gone): named at its place in the input. */
const foreign = (path: Path) =>
  new ValidationError([{ code: 'custom', message: 'checkField', path: [...path, 'id'], input: undefined }]);

/** Which saved rows belong to the form: categories, items (→ category) and options (→ item). */
function ownership(structure: StructureCategory[]) {
  const items = structure.flatMap((c) => c.items);
  return {
    categories: new Set(structure.map((c) => c.id)),
    items: new Set(items.map((i) => i.id)),
    options: new Set(items.flatMap((i) => i.options.map((o) => o.id))),
  };
}
type Owned = ReturnType<typeof ownership>;

async function saveOptions(db: TenantDb, owned: Owned, item: FormBuildItem, itemId: number, at: Path) {
  for (const [index, option] of item.options.entries()) {
    const values = {
      formItemId: itemId,
      value: option.value,
      point: option.point,
      position: index + 1,
      isDeleted: option.isDeleted,
    };
    if (option.id) {
      if (!owned.options.has(option.id)) throw foreign([...at, 'options', index]);
      await db.update(formOptions).set(values).where(eq(formOptions.id, option.id));
    } else if (!option.isDeleted) await db.insert(formOptions).values(values);
  }
}

async function saveItems(
  db: TenantDb,
  owned: Owned,
  category: FormBuildCategory,
  categoryId: number,
  at: Path,
) {
  for (const [index, item] of category.items.entries()) {
    const path = [...at, 'items', index];
    const values = {
      formCategoryId: categoryId,
      formElementId: item.formElementId,
      name: item.name,
      description: item.description ?? null,
      isRequired: item.isRequired,
      minRequiredLength: item.minRequiredLength ?? null,
      maxRequiredLength: item.maxRequiredLength ?? null,
      position: index + 1,
      isDeleted: item.isDeleted,
    };
    let itemId: number;
    if (item.id) {
      if (!owned.items.has(item.id)) throw foreign(path);
      await db.update(formItems).set(values).where(eq(formItems.id, item.id));
      itemId = item.id;
    } else if (item.isDeleted) continue;
    else {
      const [row] = await db.insert(formItems).values(values).returning({ id: formItems.id });
      itemId = row!.id;
    }
    await saveOptions(db, owned, item, itemId, path);
  }
}

async function saveCategories(db: TenantDb, formId: number, owned: Owned, input: FormBuildInput) {
  for (const [index, category] of input.categories.entries()) {
    const path = ['categories', index];
    const values = {
      formId,
      name: category.name,
      position: index + 1,
      // deleting a saved category passives it (spec 001 §4)
      isActive: category.isActive && !category.isPassived,
      isPassived: category.isPassived,
    };
    let categoryId: number;
    if (category.id) {
      if (!owned.categories.has(category.id)) throw foreign(path);
      await db.update(formCategories).set(values).where(eq(formCategories.id, category.id));
      categoryId = category.id;
    } else if (category.isPassived)
      continue; // a new category deleted before saving is dropped
    else {
      const [row] = await db.insert(formCategories).values(values).returning({ id: formCategories.id });
      categoryId = row!.id;
    }
    await saveItems(db, owned, category, categoryId, path);
  }
}

/**
 * Saves a form's structure and keeps it as the next version, inside the caller's transaction: the form row
 * is locked, so two saves of one form run one after the other. Used by the builder's save and the demo.
 */
export async function saveFormStructure(
  tx: TenantDb,
  formId: number,
  input: FormBuildInput,
): Promise<number> {
  const [form] = await tx
    .select({ id: forms.id, version: forms.version })
    .from(forms)
    .where(eq(forms.id, formId))
    .for('update');
  if (!form) throw new DomainError('NotFound');
  await saveCategories(tx, form.id, ownership(await readStructure(tx, form.id)), input);
  const version = form.version + 1;
  const structure = await readStructure(tx, form.id);
  const [row] = await tx
    .insert(formVersions)
    .values({ formId: form.id, version, structure })
    .returning({ id: formVersions.id });
  await tx.update(forms).set({ version }).where(eq(forms.id, form.id));
  return row!.id;
}

/**
 * The builder's save (spec 001 §7 'Build complete form'): the whole form in one transaction, or nothing.
 * The contract has checked every rule already (names, lengths, option kinds, unique values and points);
 * here every sent id must be this form's. Positions follow the order sent. The form's new look is kept as
 * the next version, which new submissions are made against (existing ones keep theirs).
 */
export async function buildCompleteForm(
  ctx: OperationContext,
  input: FormBuildInput,
): Promise<Envelope<{ id: number }>> {
  return ctx.db.transaction(async (tx) => {
    await saveFormStructure(tx, input.formId, input);
    return ok({ id: input.formId });
  });
}
