import { eq } from 'drizzle-orm';
import type { FormBuildInput } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { forms, formVersions } from '../../db/tenant/forms.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { ValidationError } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { readStructure } from './form-structure.ts';
import { actorOf, diff, recordChange, type Actor } from '../../crud/record-change.ts';
import { saveCategories } from './save-structure.ts';
import { idIssues, retireStrayOptions, storedIssues } from './structure-rules.ts';

/**
 * Saves a form's structure and keeps it as the next version, inside the caller's transaction: the form row
 * is locked, so two saves of one form run one after the other. Under the lock every sent id is checked
 * against its parent, the rows are written, options are retired from items that take none, and the item
 * rules are checked on what is stored; any failure throws and the transaction writes nothing. Used by the
 * builder's save and the demo.
 */
export async function saveFormStructure(
  tx: TenantDb,
  formId: number,
  input: FormBuildInput,
  actor?: Actor,
): Promise<number> {
  const [form] = await tx
    .select({ id: forms.id, version: forms.version })
    .from(forms)
    .where(eq(forms.id, formId))
    .for('update');
  if (!form) throw new DomainError('NotFound');
  const before = await readStructure(tx, form.id);
  const misplaced = idIssues(before, input);
  if (misplaced.length) throw new ValidationError(misplaced);
  const paths = await saveCategories(tx, form.id, before, input);
  await retireStrayOptions(tx, form.id);
  const structure = await readStructure(tx, form.id);
  const broken = storedIssues(structure, paths);
  if (broken.length) throw new ValidationError(broken);
  const version = form.version + 1;
  const [row] = await tx
    .insert(formVersions)
    .values({ formId: form.id, version, structure })
    .returning({ id: formVersions.id });
  await tx.update(forms).set({ version }).where(eq(forms.id, form.id));
  if (actor)
    await recordChange(tx, {
      actor,
      area: 'forms',
      entity: 'Form',
      entityId: form.id,
      action: 'buildCompleteForm',
      changes: diff({ version: form.version, structure: before }, { version, structure }),
    });
  return row!.id;
}

/**
 * The builder's save (spec 001 §7 'Build complete form'): the whole form in one transaction, or nothing.
 * The contract has checked what was sent (names, lengths, option kinds, unique values and points); here
 * every sent id must be its parent's, once, and the same rules hold for what is stored. Positions follow
 * the order sent, over each parent's whole list. The form's new look is kept as the next version, which
 * new submissions are made against (existing ones keep theirs).
 */
export async function buildCompleteForm(
  ctx: OperationContext,
  input: FormBuildInput,
): Promise<Envelope<{ id: number }>> {
  return ctx.db.transaction(async (tx) => {
    await saveFormStructure(tx, input.formId, input, actorOf(ctx));
    return ok({ id: input.formId });
  });
}
