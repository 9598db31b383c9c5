import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formUsers, forms } from '../../db/tenant/forms.table.ts';
import {
  orientationForms,
  orientationInformations,
  orientationQuizzes,
  orientationUsers,
} from '../../db/tenant/orientation.table.ts';
import { quizAttempts, quizzes } from '../../db/tenant/quizzes.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';

type Db = TenantDb | TenantTx;

/** A person's record in an orientation with how far they are: `done` of `total` forms and quizzes. */
export interface RecordProgress {
  id: number;
  userId: number;
  responsibleUserId: number | null;
  isCompleted: boolean;
  orientationName: string;
  userName: string;
  done: number;
  total: number;
}

/** A form of the orientation for the user's role that the user has submitted (any submission of theirs). */
export const formDone = (userId: SQL | typeof users.id, formId: SQL | typeof forms.id): SQL =>
  sql`exists (select 1 from ${formUsers} where ${formUsers.userId} = ${userId} and ${formUsers.formId} = ${formId})`;

/** A quiz of the orientation for the user's role that the user has finished (a completed attempt). */
export const quizDone = (userId: SQL | typeof users.id, quizId: SQL | typeof quizzes.id): SQL =>
  sql`exists (select 1 from ${quizAttempts} where ${quizAttempts.userId} = ${userId} and ${quizAttempts.quizId} = ${quizId} and ${quizAttempts.isCompleted})`;

/**
 * The progress of the records matching `where` (docs/navigation.md, Orientation): the orientation's active
 * forms and quizzes for the user's current role, and how many of them the user has done. One query.
 */
export async function progressOf(db: Db, where: SQL | undefined): Promise<RecordProgress[]> {
  const ou = orientationUsers;
  const formCount = (onlyDone: boolean) =>
    sql<number>`(select count(*) from ${orientationForms} inner join ${forms} on ${forms.id} = ${orientationForms.formId}
      where ${orientationForms.orientationInformationId} = ${ou.orientationInformationId}
      and ${orientationForms.roleId} = ${users.roleId} and ${forms.isActive}
      ${onlyDone ? sql`and ${formDone(sql`${ou.userId}`, sql`${orientationForms.formId}`)}` : sql``})`.mapWith(
      Number,
    );
  const quizCount = (onlyDone: boolean) =>
    sql<number>`(select count(*) from ${orientationQuizzes} inner join ${quizzes} on ${quizzes.id} = ${orientationQuizzes.quizId}
      where ${orientationQuizzes.orientationInformationId} = ${ou.orientationInformationId}
      and ${orientationQuizzes.roleId} = ${users.roleId} and ${quizzes.isActive}
      ${onlyDone ? sql`and ${quizDone(sql`${ou.userId}`, sql`${orientationQuizzes.quizId}`)}` : sql``})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      id: ou.id,
      userId: ou.userId,
      responsibleUserId: ou.responsibleUserId,
      isCompleted: ou.isCompleted,
      orientationName: orientationInformations.name,
      name: users.name,
      surname: users.surname,
      formsTotal: formCount(false),
      formsDone: formCount(true),
      quizzesTotal: quizCount(false),
      quizzesDone: quizCount(true),
    })
    .from(ou)
    .innerJoin(orientationInformations, eq(orientationInformations.id, ou.orientationInformationId))
    .innerJoin(users, eq(users.id, ou.userId))
    .where(where);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    responsibleUserId: row.responsibleUserId,
    isCompleted: row.isCompleted,
    orientationName: row.orientationName,
    userName: `${row.name} ${row.surname}`.trim(),
    done: row.formsDone + row.quizzesDone,
    total: row.formsTotal + row.quizzesTotal,
  }));
}

/** Progress by record id for a page of records (the detail list's 'n / m'). */
export async function progressByRecord(db: TenantDb, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await progressOf(db, inArray(orientationUsers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.done} / ${row.total}`]));
}

/** Records still open whose user is active: the ones a completion check looks at. */
export const openRecords = (scope: SQL | undefined): SQL | undefined =>
  and(eq(orientationUsers.isCompleted, false), eq(users.isActive, true), scope);
