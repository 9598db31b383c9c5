import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DisciplineWorkflowType,
  type disciplineDefenceInput,
  type disciplineRequestInput,
} from '@pano/contract';
import { disciplineCases } from '../../db/tenant/discipline.table.ts';
import { formUsers } from '../../db/tenant/forms.table.ts';
import { formVersions } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, refuse, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { liveStructure, type StructureCategory } from '../forms/form-structure.ts';
import type { PortalForm } from '../forms/portal-forms.ts';
import { engineEnv } from '../requests/engine/from-context.ts';
import { startRequest } from '../requests/engine/start-request.ts';
import { disciplineFormOf, disciplineWorkflowOf, saveAnswers } from './discipline-forms.ts';

/** Portal `disciplineForm`: the form my role opens discipline requests with, as I fill it. */
export async function disciplineForm(ctx: OperationContext): Promise<Envelope<PortalForm>> {
  const form = await disciplineFormOf(ctx.db, ctx.session.userId);
  return ok({ id: form.id, name: form.name, version: form.version, categories: form.categories });
}

/**
 * Portal `requestDiscipline {employeeId answers}` (docs/discipline.md): a manager opens a case about another
 * active employee with the form of their role; the answers are a submission of that form and the type-1
 * workflow of their role starts (kind `discipline`), all in one transaction — a refusal stores nothing.
 */
export async function requestDiscipline(
  ctx: OperationContext,
  { employeeId, answers }: z.output<typeof disciplineRequestInput>,
): Promise<Envelope<{ id: number }>> {
  const userId = ctx.session.userId;
  if (employeeId === userId) throw refuse('DisciplineSelf', 'Validation', {}, 'employeeId');
  const id = await ctx.db.transaction(async (tx) => {
    const [employee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, employeeId), eq(users.isActive, true)));
    if (!employee) throw invalidField('employeeId');
    const form = await disciplineFormOf(tx, userId);
    const workflowId = await disciplineWorkflowOf(tx, userId, DisciplineWorkflowType.Request);
    const requestFormUserId = await saveAnswers(
      tx,
      { formId: form.id, versionId: form.versionId, categories: form.categories, userId, workflowId },
      answers,
    );
    const [row] = await tx
      .insert(disciplineCases)
      .values({ requesterId: userId, employeeId, requestFormUserId })
      .returning({ id: disciplineCases.id });
    const id = row!.id;
    await startRequest(engineEnv(ctx, tx), {
      kind: 'discipline',
      subjectId: id,
      requesterId: userId,
      workflowId,
    });
    return id;
  });
  return ok({ id });
}

/**
 * Portal `submitDefence {caseId answers}`: the employee answers the same form (the version the request was
 * made on) while the case waits for it; the type-2 workflow of the employee's role runs (kind
 * `disciplineDefence`) and its end closes the case. Another's case is NotFound.
 */
export async function submitDefence(
  ctx: OperationContext,
  { caseId, answers }: z.output<typeof disciplineDefenceInput>,
): Promise<Envelope<{ id: number }>> {
  const userId = ctx.session.userId;
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        state: disciplineCases.state,
        formId: formUsers.formId,
        versionId: formUsers.formVersionId,
        structure: formVersions.structure,
      })
      .from(disciplineCases)
      .innerJoin(formUsers, eq(formUsers.id, disciplineCases.requestFormUserId))
      .innerJoin(formVersions, eq(formVersions.id, formUsers.formVersionId))
      .where(and(eq(disciplineCases.id, caseId), eq(disciplineCases.employeeId, userId)))
      .for('update', { of: disciplineCases });
    if (!found) throw new DomainError('NotFound');
    if (found.state !== 'defence') throw refuse('DisciplineNotAwaitingDefence');
    const workflowId = await disciplineWorkflowOf(tx, userId, DisciplineWorkflowType.Defence);
    const categories = liveStructure(found.structure as StructureCategory[]);
    const defenceFormUserId = await saveAnswers(
      tx,
      { formId: found.formId, versionId: found.versionId, categories, userId, workflowId },
      answers,
    );
    await tx
      .update(disciplineCases)
      .set({ state: 'defended', defenceFormUserId })
      .where(eq(disciplineCases.id, caseId));
    await startRequest(engineEnv(ctx, tx), {
      kind: 'disciplineDefence',
      subjectId: caseId,
      requesterId: userId,
      workflowId,
    });
  });
  return ok({ id: caseId });
}
