import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { translate, type Language } from '@pano/contract';
import { disciplineCases } from '../../db/tenant/discipline.table.ts';
import { forms, formUsers, formVersions } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { answersOf, type FormAnswer } from '../forms/form-user.entity.ts';
import { liveStructure, type StructureCategory } from '../forms/form-structure.ts';
import { fullNameOf } from '../people/full-name.ts';
import { portalPage, type portalPager } from '../portal/portal-pager.ts';

export interface MyDisciplineCase {
  id: number;
  /** Whether I opened it ('requester') or it is about me ('employee'). */
  part: 'requester' | 'employee';
  requesterFullName: string;
  employeeFullName: string;
  formId: number;
  formName: string;
  state: string;
  stateName: string;
  outcome: string | null;
  outcomeName: string | null;
  /** It waits for my defence. */
  canDefend: boolean;
  createTime: Date;
  completedDate: Date | null;
  categories: StructureCategory[];
  requestAnswers: FormAnswer[];
  defenceAnswers: FormAnswer[];
}

const requester = alias(users, 'requester');
const employee = alias(users, 'employee');

/**
 * Portal `myDisciplineCases(pagerModel)` (docs/discipline.md): the cases I opened, and the cases about me
 * once they asked for my defence (a request refused or still in approval is never shown to the employee),
 * newest first, with the form as it was asked, the request's answers (the employee must know what to
 * answer) and the defence's.
 */
export async function myDisciplineCases(
  { db, session, lang }: OperationContext,
  pager: z.output<typeof portalPager>,
): Promise<Envelope<MyDisciplineCase[]>> {
  const me = session.userId;
  const mine = or(
    eq(disciplineCases.requesterId, me),
    and(
      eq(disciplineCases.employeeId, me),
      or(eq(disciplineCases.state, 'defence'), isNotNull(disciplineCases.defenceFormUserId)),
    ),
  );
  const { rows, total } = await portalPage(
    db,
    pager,
    ({ limit, offset }) =>
      db
        .select({
          case: disciplineCases,
          requester: { name: requester.name, surname: requester.surname },
          employee: { name: employee.name, surname: employee.surname },
          formName: forms.name,
          formId: forms.id,
          structure: formVersions.structure,
        })
        .from(disciplineCases)
        .innerJoin(requester, eq(requester.id, disciplineCases.requesterId))
        .innerJoin(employee, eq(employee.id, disciplineCases.employeeId))
        .innerJoin(formUsers, eq(formUsers.id, disciplineCases.requestFormUserId))
        .innerJoin(forms, eq(forms.id, formUsers.formId))
        .innerJoin(formVersions, eq(formVersions.id, formUsers.formVersionId))
        .where(mine)
        .orderBy(desc(disciplineCases.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(disciplineCases).where(mine),
  );
  const formUserIds = rows.flatMap((r) => [r.case.requestFormUserId, r.case.defenceFormUserId ?? 0]);
  const answers = formUserIds.length ? await answersOf(db, formUserIds) : new Map<number, FormAnswer[]>();
  return ok(
    rows.map((row) => view(row, me, lang, answers)),
    total,
  );
}

function view(
  row: {
    case: typeof disciplineCases.$inferSelect;
    requester: { name: string; surname: string };
    employee: { name: string; surname: string };
    formName: string;
    formId: number;
    structure: unknown;
  },
  me: number,
  lang: Language,
  answers: Map<number, FormAnswer[]>,
): MyDisciplineCase {
  const c = row.case;
  return {
    id: c.id,
    part: c.requesterId === me ? 'requester' : 'employee',
    requesterFullName: fullNameOf(row.requester),
    employeeFullName: fullNameOf(row.employee),
    formId: row.formId,
    formName: row.formName,
    state: c.state,
    stateName: translate(lang, `disciplineCaseState.${c.state}`),
    outcome: c.outcome,
    outcomeName: c.outcome ? translate(lang, `disciplineOutcome.${c.outcome}`) : null,
    canDefend: c.employeeId === me && c.state === 'defence',
    createTime: c.createTime,
    completedDate: c.completedDate,
    categories: liveStructure(row.structure as StructureCategory[]),
    requestAnswers: answers.get(c.requestFormUserId) ?? [],
    defenceAnswers: c.defenceFormUserId ? (answers.get(c.defenceFormUserId) ?? []) : [],
  };
}
