import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FormStatus, translate, type Language } from '@pano/contract';
import { disciplineCases } from '../../db/tenant/discipline.table.ts';
import { forms, formUsers } from '../../db/tenant/forms.table.ts';
import { workflowRequests } from '../../db/tenant/requests.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { fullNameOf } from '../people/full-name.ts';
import type { OwnChange, RequestKind } from '../requests/engine/request-kind.ts';
import { notifyUsers } from '../requests/engine/notify.ts';

const FORM_STATUS = {
  approved: FormStatus.Approved,
  rejected: FormStatus.Rejected,
  cancelled: FormStatus.Cancelled,
} as const;

type Part = 'request' | 'defence';

/** 'Employee · form' of each case, for approvers and lists. */
async function summaries(db: TenantDb, caseIds: readonly number[], lang: Language, part: Part) {
  if (!caseIds.length) return new Map<number, string>();
  const employee = alias(users, 'employee');
  const rows = await db
    .select({ id: disciplineCases.id, name: employee.name, surname: employee.surname, form: forms.name })
    .from(disciplineCases)
    .innerJoin(employee, eq(employee.id, disciplineCases.employeeId))
    .innerJoin(formUsers, eq(formUsers.id, disciplineCases.requestFormUserId))
    .innerJoin(forms, eq(forms.id, formUsers.formId))
    .where(inArray(disciplineCases.id, [...caseIds]));
  const key = part === 'request' ? 'requestSummary.discipline' : 'requestSummary.disciplineDefence';
  return new Map(
    rows.map((row) => [row.id, translate(lang, key, { employee: fullNameOf(row), form: row.form })]),
  );
}

/** The answers' row of one part follows its request: its status, completed when it ended. */
async function followForm(tx: TenantTx, formUserId: number | null, change: OwnChange): Promise<void> {
  if (formUserId === null || !change.state) return;
  await tx
    .update(formUsers)
    .set({ formStatusId: FORM_STATUS[change.state], isCompleted: true, completedDate: change.completedAt })
    .where(eq(formUsers.id, formUserId));
}

/** The employee is asked for a defence: a message in their inbox, in their language when read. */
async function askDefence(tx: TenantTx, caseId: number, employeeId: number, at: Date): Promise<void> {
  const [request] = await tx
    .select({ id: workflowRequests.id })
    .from(workflowRequests)
    .where(and(eq(workflowRequests.kind, 'discipline'), eq(workflowRequests.subjectId, caseId)));
  const [tr, en] = await Promise.all([
    summaries(tx, [caseId], 'tr', 'request'),
    summaries(tx, [caseId], 'en', 'request'),
  ]);
  await notifyUsers(tx, {
    userIds: [employeeId],
    template: 'disciplineDefenceAsked',
    params: { summary_tr: tr.get(caseId) ?? '', summary_en: en.get(caseId) ?? '' },
    requestId: request?.id ?? 0,
    at,
  });
}

const lockCase = async (tx: TenantTx, id: number) =>
  (await tx.select().from(disciplineCases).where(eq(disciplineCases.id, id)).for('update'))[0];

/**
 * A discipline request (docs/discipline.md) runs the type-1 workflow of the requester's role: approved, the
 * case waits for the employee's defence (state `defence`, the employee told); rejected, it closes with
 * that outcome; cancelled, it is cancelled.
 */
export const disciplineRequestKind: RequestKind = {
  name: 'discipline',
  async apply(tx, subjectId, change) {
    const found = await lockCase(tx, subjectId);
    if (!found || found.state !== 'requested' || !change.state) return;
    const at = change.completedAt ?? new Date();
    await followForm(tx, found.requestFormUserId, change);
    if (change.state === 'approved') {
      await tx.update(disciplineCases).set({ state: 'defence' }).where(eq(disciplineCases.id, subjectId));
      await askDefence(tx, subjectId, found.employeeId, at);
      return;
    }
    const ended =
      change.state === 'rejected' ? { state: 'closed', outcome: 'rejected' } : { state: 'cancelled' };
    await tx
      .update(disciplineCases)
      .set({ ...ended, isCompleted: true, completedDate: at })
      .where(eq(disciplineCases.id, subjectId));
  },
  summaries: (db, ids, lang) => summaries(db, ids, lang, 'request'),
};

/**
 * The employee's defence runs the type-2 workflow of the employee's role: its end closes the case with its
 * outcome (approved: the request is upheld; rejected: it is not), a cancel cancels the case.
 */
export const disciplineDefenceKind: RequestKind = {
  name: 'disciplineDefence',
  async apply(tx, subjectId, change) {
    const found = await lockCase(tx, subjectId);
    if (!found || found.state !== 'defended' || !change.state) return;
    await followForm(tx, found.defenceFormUserId, change);
    const ended =
      change.state === 'cancelled' ? { state: 'cancelled' } : { state: 'closed', outcome: change.state };
    await tx
      .update(disciplineCases)
      .set({ ...ended, isCompleted: true, completedDate: change.completedAt ?? new Date() })
      .where(eq(disciplineCases.id, subjectId));
  },
  summaries: (db, ids, lang) => summaries(db, ids, lang, 'defence'),
};
