import { pageTotal } from '../../db/count-cache.ts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { quizAttempts, quizTypeRoles, quizTypes, quizzes } from '../../db/tenant/quizzes.table.ts';
import { statuses } from '../../db/tenant/reference.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { turkishSortKey } from '../../db/turkish-text.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import type { portalPager } from '../portal/portal-pager.ts';
import { closeExpired } from './finish-attempt.ts';

export interface PortalQuiz {
  id: number;
  name: string;
  quizTypeName: string;
  totalMinutes: number;
}

/** The active quizzes of active types open to my role (a type row for my role), in Turkish alphabetical order. */
export async function myQuizzes({ db, session }: OperationContext): Promise<Envelope<PortalQuiz[]>> {
  // a role is on a type once (unique index), so each quiz comes once
  const rows = await db
    .select({
      id: quizzes.id,
      name: quizzes.name,
      quizTypeName: quizTypes.name,
      totalMinutes: quizzes.totalMinutes,
    })
    .from(quizzes)
    .innerJoin(quizTypes, eq(quizTypes.id, quizzes.quizTypeId))
    .innerJoin(quizTypeRoles, eq(quizTypeRoles.quizTypeId, quizTypes.id))
    .innerJoin(users, eq(users.roleId, quizTypeRoles.roleId))
    .where(and(eq(users.id, session.userId), eq(quizzes.isActive, true), eq(quizTypes.isActive, true)))
    .orderBy(turkishSortKey(quizzes.name), asc(quizzes.id));
  return ok(rows, rows.length);
}

export interface MyQuizAttempt {
  id: number;
  quizId: number;
  quizName: string;
  startedAt: Date;
  deadline: Date | null;
  finishedAt: Date | null;
  isCompleted: boolean;
  score: number | null;
  maxScore: number | null;
  statusName: string | null;
}

const attemptFields = {
  id: quizAttempts.id,
  quizId: quizAttempts.quizId,
  quizName: quizzes.name,
  startedAt: quizAttempts.startedAt,
  deadline: quizAttempts.deadline,
  finishedAt: quizAttempts.finishedAt,
  isCompleted: quizAttempts.isCompleted,
  score: quizAttempts.score,
  maxScore: quizAttempts.maxScore,
  statusName: statuses.name,
};

/** One of my attempts as I see it (no true answers); undefined when it is not mine. */
export async function myAttempt(ctx: OperationContext, id: number): Promise<MyQuizAttempt | undefined> {
  const [row] = await ctx.db
    .select(attemptFields)
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .leftJoin(statuses, eq(statuses.id, quizAttempts.statusId))
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, ctx.session.userId)));
  return row;
}

/** My attempts and their results, newest first; a running attempt past its deadline is closed first. */
export async function myQuizAttempts(
  ctx: OperationContext,
  { pageNumber, pageSize }: z.output<typeof portalPager>,
): Promise<Envelope<MyQuizAttempt[]>> {
  const mine = eq(quizAttempts.userId, ctx.session.userId);
  await closeExpired(ctx, mine);
  const rows = await ctx.db
    .select(attemptFields)
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .leftJoin(statuses, eq(statuses.id, quizAttempts.statusId))
    .where(mine)
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const total = await pageTotal(
    ctx.db,
    { pageNumber, pageSize },
    rows.length,
    ctx.db.select({ value: count() }).from(quizAttempts).where(mine),
  );
  return ok(rows, total);
}

/** Whether my role may take the quiz now: active, of an active type with a row for my role. */
export async function openToMe(
  ctx: OperationContext,
  quizId: number,
): Promise<{ totalMinutes: number } | undefined> {
  const [row] = await ctx.db
    .select({ totalMinutes: quizzes.totalMinutes })
    .from(quizzes)
    .innerJoin(quizTypes, eq(quizTypes.id, quizzes.quizTypeId))
    .innerJoin(quizTypeRoles, eq(quizTypeRoles.quizTypeId, quizTypes.id))
    .innerJoin(users, eq(users.roleId, quizTypeRoles.roleId))
    .where(
      and(
        eq(users.id, ctx.session.userId),
        eq(quizzes.id, quizId),
        eq(quizzes.isActive, true),
        eq(quizTypes.isActive, true),
      ),
    )
    .limit(1);
  return row;
}
