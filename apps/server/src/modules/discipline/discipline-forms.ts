import { and, eq } from 'drizzle-orm';
import { DisciplineWorkflowType, FormStatus } from '@pano/contract';
import { disciplineRoles, disciplineWorkflows } from '../../db/tenant/discipline.table.ts';
import { formUserAnswers, formUsers, forms } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { refuse } from '../../kernel/envelope.ts';
import { currentVersionOf } from '../forms/portal-forms.ts';
import { checkAnswers } from '../forms/submit-form.ts';
import type { StructureCategory } from '../forms/form-structure.ts';

type Db = TenantDb | TenantTx;
type Answers = readonly { formItemId: number; value?: string | null | undefined }[];

/** The discipline form of a user's role (DisciplineRole), active and built, at its current version. */
export async function disciplineFormOf(db: Db, userId: number) {
  const [form] = await db
    .select({ id: forms.id, name: forms.name })
    .from(disciplineRoles)
    .innerJoin(users, eq(users.roleId, disciplineRoles.roleId))
    .innerJoin(forms, eq(forms.id, disciplineRoles.formId))
    .where(and(eq(users.id, userId), eq(forms.isActive, true)))
    .limit(1);
  const version = form ? await currentVersionOf(db as TenantDb, form.id) : undefined;
  if (!form || !version || !version.categories.length) throw refuse('DisciplineNoForm');
  return { ...form, ...version };
}

/** The workflow a user's role runs for a discipline step (type 1 request, 2 defence result); refused if none. */
export async function disciplineWorkflowOf(db: Db, userId: number, type: 1 | 2): Promise<number> {
  const [row] = await db
    .select({ workflowId: disciplineWorkflows.workflowId })
    .from(disciplineWorkflows)
    .innerJoin(users, eq(users.roleId, disciplineWorkflows.roleId))
    .where(and(eq(users.id, userId), eq(disciplineWorkflows.type, type)))
    .limit(1);
  if (!row)
    throw refuse(
      type === DisciplineWorkflowType.Request ? 'DisciplineNoRequestWorkflow' : 'DisciplineNoDefenceWorkflow',
    );
  return row.workflowId;
}

/**
 * One part's answers saved as a submission of the form (`form_users`, status waiting) — checked as
 * `submitForm` checks them — but under the discipline workflow: no request of kind `form` starts, so the
 * form's own role workflow never runs for it.
 */
export async function saveAnswers(
  tx: TenantTx,
  part: {
    formId: number;
    versionId: number;
    categories: StructureCategory[];
    userId: number;
    workflowId: number;
  },
  answers: Answers,
): Promise<number> {
  const given = checkAnswers(part.categories, { formId: part.formId, answers: [...answers] });
  const [row] = await tx
    .insert(formUsers)
    .values({
      formId: part.formId,
      formVersionId: part.versionId,
      userId: part.userId,
      workflowId: part.workflowId,
      formStatusId: FormStatus.Waiting,
    })
    .returning({ id: formUsers.id });
  const id = row!.id;
  const values = [...given].filter(([, value]) => value !== '');
  if (values.length)
    await tx
      .insert(formUserAnswers)
      .values(values.map(([formItemId, value]) => ({ formUserId: id, formItemId, value })));
  return id;
}
