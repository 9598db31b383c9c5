import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { formOpenInput } from '@pano/contract';
import { formRoles, forms, formVersions } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { turkishSortKey } from '../../db/turkish-text.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { refuse } from '../../kernel/envelope.ts';
import { liveStructure, type StructureCategory } from './form-structure.ts';

export interface PortalFormSummary {
  id: number;
  name: string;
}

export interface PortalForm extends PortalFormSummary {
  version: number;
  categories: StructureCategory[];
}

/** The active, built forms with a form role for my role (a role once per form: each form comes once). */
const openForms = (ctx: OperationContext, only?: SQL) =>
  ctx.db
    .select({ id: forms.id, name: forms.name, version: forms.version, workflowId: formRoles.workflowId })
    .from(forms)
    .innerJoin(formRoles, eq(formRoles.formId, forms.id))
    .innerJoin(users, eq(users.roleId, formRoles.roleId))
    .where(and(eq(users.id, ctx.session.userId), eq(forms.isActive, true), gt(forms.version, 0), only));

/** Portal: the forms my role may fill, in Turkish alphabetical order (a form never saved by the builder is not offered). */
export async function myForms(ctx: OperationContext): Promise<Envelope<PortalFormSummary[]>> {
  const rows = await openForms(ctx).orderBy(turkishSortKey(forms.name), asc(forms.id));
  return ok(
    rows.map(({ id, name }) => ({ id, name })),
    rows.length,
  );
}

/** A form open to me now, its current version (the one a submission is made against) and workflow. */
export async function openForm(ctx: OperationContext, formId: number) {
  const [form] = await openForms(ctx, eq(forms.id, formId));
  if (!form) throw refuse('FormNotOpen', 'NotFound');
  const version = await currentVersionOf(ctx.db, formId);
  if (!version) throw refuse('FormNotOpen', 'NotFound');
  return { form, ...version };
}

/** A form's current version (the one a submission is made against) with its live structure, if built. */
export async function currentVersionOf(db: TenantDb, formId: number) {
  const [version] = await db
    .select({ id: formVersions.id, version: formVersions.version, structure: formVersions.structure })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version))
    .limit(1);
  if (!version) return undefined;
  return {
    versionId: version.id,
    version: version.version,
    categories: liveStructure(version.structure as StructureCategory[]),
  };
}

/** Portal: one form as I fill it: its active categories, their items and options. */
export async function myForm(
  ctx: OperationContext,
  { formId }: z.output<typeof formOpenInput>,
): Promise<Envelope<PortalForm>> {
  const open = await openForm(ctx, formId);
  if (!open.categories.length) throw new DomainError('NotFound');
  return ok({ id: open.form.id, name: open.form.name, version: open.version, categories: open.categories });
}
