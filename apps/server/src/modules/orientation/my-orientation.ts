import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { forms } from '../../db/tenant/forms.table.ts';
import {
  orientationForms,
  orientationInformations,
  orientationQuizzes,
  orientationUsers,
} from '../../db/tenant/orientation.table.ts';
import { quizzes } from '../../db/tenant/quizzes.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import type { OperationContext } from '../../request/context.ts';
import { viewerOf, type Viewer } from '../navigation/audience.ts';
import { formDone, quizDone } from './orientation-progress.ts';

export interface MyOrientationForm {
  formId: number;
  name: string;
  isDone: boolean;
}
export interface MyOrientationQuiz {
  quizId: number;
  name: string;
  isDone: boolean;
}
export interface MyOrientation {
  id: number;
  name: string;
  description: string;
  isCompleted: boolean;
  completedTime: Date | null;
  responsibleUser: { id: number; name: string; surname: string } | null;
  forms: MyOrientationForm[];
  quizzes: MyOrientationQuiz[];
}

/** The GraphQL type of an orientation as the employee's app gets it (`myOrientation`). */
export function myOrientationType(kit: Kit) {
  const person = plainObject<NonNullable<MyOrientation['responsibleUser']>>(kit, 'MyOrientationPerson', {
    id: 'Int',
    name: 'String',
    surname: 'String',
  });
  const form = plainObject<MyOrientationForm>(kit, 'MyOrientationForm', {
    formId: 'Int',
    name: 'String',
    isDone: 'Boolean',
  });
  const quiz = plainObject<MyOrientationQuiz>(kit, 'MyOrientationQuiz', {
    quizId: 'Int',
    name: 'String',
    isDone: 'Boolean',
  });
  return plainObject<MyOrientation>(kit, 'MyOrientation', {
    id: 'Int',
    name: 'String',
    description: 'String',
    isCompleted: 'Boolean',
    completedTime: 'String?',
    responsibleUser: { object: person as never, nullable: true },
    forms: { list: form as never },
    quizzes: { list: quiz as never },
  });
}

/** One to-do of an orientation for a role: an active form or quiz, and whether the user did it. */
interface ToDo {
  orientationId: number;
  id: number;
  name: string;
  isDone: boolean;
}

/** The active forms (or quizzes) of `orientationIds` for the role, in the order they were linked. */
function toDo(
  db: TenantDb,
  link: typeof orientationForms | typeof orientationQuizzes,
  linkTarget: PgColumn,
  target: typeof forms | typeof quizzes,
  done: SQL,
  orientationIds: number[],
  roleId: number,
): Promise<ToDo[]> {
  return db
    .select({
      orientationId: link.orientationInformationId,
      id: target.id,
      name: target.name,
      isDone: done.mapWith(Boolean),
    })
    .from(link)
    .innerJoin(target, and(eq(target.id, linkTarget), eq(target.isActive, true)))
    .where(and(inArray(link.orientationInformationId, orientationIds), eq(link.roleId, roleId)))
    .orderBy(asc(link.id));
}

/** Rows of `rows` grouped by orientation id. */
function byOrientation<T extends { orientationId: number }>(
  rows: T[],
): Map<number, Omit<T, 'orientationId'>[]> {
  const map = new Map<number, Omit<T, 'orientationId'>[]>();
  for (const { orientationId, ...rest } of rows)
    map.set(orientationId, [...(map.get(orientationId) ?? []), rest]);
  return map;
}

/**
 * The orientations a viewer is in (docs/navigation.md, Orientation), in the order they were added, each with the active
 * forms to fill and quizzes to take for the viewer's role and whether they did (a submission of the form;
 * a finished attempt of the quiz). A role-only viewer (the preview) is in none. Three queries.
 */
export async function orientationsFor(db: TenantDb, viewer: Viewer): Promise<MyOrientation[]> {
  if (!viewer.userId) return [];
  const userId = viewer.userId;
  const rows = await db
    .select({
      id: orientationInformations.id,
      name: orientationInformations.name,
      description: orientationInformations.description,
      isCompleted: orientationUsers.isCompleted,
      completedTime: orientationUsers.completedTime,
      responsibleId: users.id,
      responsibleName: users.name,
      responsibleSurname: users.surname,
    })
    .from(orientationUsers)
    .innerJoin(
      orientationInformations,
      eq(orientationInformations.id, orientationUsers.orientationInformationId),
    )
    .leftJoin(users, eq(users.id, orientationUsers.responsibleUserId))
    .where(eq(orientationUsers.userId, userId))
    .orderBy(asc(orientationUsers.createTime), asc(orientationUsers.id));
  const ids = rows.map((row) => row.id);
  const roleId = viewer.roleId;
  const mine = sql`${userId}`;
  const formRows =
    ids.length && roleId
      ? await toDo(
          db,
          orientationForms,
          orientationForms.formId,
          forms,
          formDone(mine, forms.id),
          ids,
          roleId,
        )
      : [];
  const quizRows =
    ids.length && roleId
      ? await toDo(
          db,
          orientationQuizzes,
          orientationQuizzes.quizId,
          quizzes,
          quizDone(mine, quizzes.id),
          ids,
          roleId,
        )
      : [];
  const formsOf = byOrientation(formRows.map(({ id, ...rest }) => ({ formId: id, ...rest })));
  const quizzesOf = byOrientation(quizRows.map(({ id, ...rest }) => ({ quizId: id, ...rest })));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isCompleted: row.isCompleted,
    completedTime: row.completedTime,
    responsibleUser:
      row.responsibleId === null
        ? null
        : { id: row.responsibleId, name: row.responsibleName ?? '', surname: row.responsibleSurname ?? '' },
    forms: formsOf.get(row.id) ?? [],
    quizzes: quizzesOf.get(row.id) ?? [],
  }));
}

/** Portal: my orientations with what I have to do and what I have done. */
export async function myOrientation({ db, session }: OperationContext): Promise<Envelope<MyOrientation[]>> {
  const rows = await orientationsFor(db, await viewerOf(db, session.userId));
  return ok(rows, rows.length);
}
