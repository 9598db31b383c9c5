import { and, desc, eq, isNull } from 'drizzle-orm';
import { userSubstitutes } from '../../../db/tenant/requests.table.ts';
import { DomainError, ok, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { peopleById, type PersonView } from '../views/people.ts';
import { entityHistory } from '../../../crud/entity-history.ts';
import type { Row } from '../../../crud/entity-definition.ts';
import { userSubstituteEntity } from '../user-substitute.entity.ts';
import { checkSubstitute } from '../substitute-rule.ts';

export interface MySubstitute {
  id: number;
  substitute: PersonView;
  startDate: string | null;
  endDate: string | null;
}

/**
 * Portal: my substitute for approvals (docs/approvals.md, Delegation): for a date range, approvals that
 * arrive in it go to them; without dates, they stand in on the days my own leave is approved (one such
 * standing substitute: a new one replaces the old). The history has the new row (and the ids it replaced).
 */
export async function setSubstitute(
  ctx: OperationContext,
  input: { substituteId: number; startDate?: string | null; endDate?: string | null },
): Promise<Envelope<{ id: number }>> {
  const { db, session } = ctx;
  await checkSubstitute(db, session.userId, input.substituteId);
  const startDate = input.startDate ?? null;
  const endDate = input.endDate ?? null;
  const id = await db.transaction(async (tx) => {
    const replaced =
      startDate === null
        ? await tx
            .delete(userSubstitutes)
            .where(and(eq(userSubstitutes.userId, session.userId), isNull(userSubstitutes.startDate)))
            .returning({ id: userSubstitutes.id })
        : [];
    const [row] = (await tx
      .insert(userSubstitutes)
      .values({ userId: session.userId, substituteId: input.substituteId, startDate, endDate })
      .returning()) as Row[];
    if (!row) throw new Error('substitute insert returned nothing');
    const replacedIds = replaced.length ? replaced.map((old) => old.id) : null;
    await entityHistory({ ...ctx, db: tx }, userSubstituteEntity, 'create', row.id, null, {
      ...row,
      replacedIds,
    });
    return row.id;
  });
  return ok({ id });
}

/** Portal: my substitutes, newest first. */
export async function mySubstitutes({ db, session }: OperationContext): Promise<Envelope<MySubstitute[]>> {
  const rows = await db
    .select()
    .from(userSubstitutes)
    .where(eq(userSubstitutes.userId, session.userId))
    .orderBy(desc(userSubstitutes.id));
  const people = await peopleById(
    db,
    rows.map((r) => r.substituteId),
  );
  return ok(
    rows.map((r) => ({
      id: r.id,
      substitute: people.get(r.substituteId) as PersonView,
      startDate: r.startDate,
      endDate: r.endDate,
    })),
    rows.length,
  );
}

/** Portal: one of my substitutes removed. */
export async function removeSubstitute(
  ctx: OperationContext,
  { id }: { id: number },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = (await tx
      .delete(userSubstitutes)
      .where(and(eq(userSubstitutes.id, id), eq(userSubstitutes.userId, ctx.session.userId)))
      .returning()) as Row[];
    if (!gone) throw new DomainError('NotFound');
    await entityHistory({ ...ctx, db: tx }, userSubstituteEntity, 'delete', id, gone, null);
  });
  return ok({ id });
}
