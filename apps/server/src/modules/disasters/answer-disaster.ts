import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { disasterReadInput, disasterResponseInput } from '@pano/contract';
import { disasterUserResponses, disasterUsers } from '../../db/tenant/disasters.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

type Id = Envelope<{ id: number }>;

/** Sets my read receipt once: the first read time stays; only my own row; NotFound if I did not receive it. */
async function markRead(db: TenantDb, userId: number, disasterId: number): Promise<void> {
  const mine = and(eq(disasterUsers.disasterId, disasterId), eq(disasterUsers.userId, userId));
  const [row] = await db.select({ id: disasterUsers.id }).from(disasterUsers).where(mine);
  if (!row) throw new DomainError('NotFound');
  await db
    .update(disasterUsers)
    .set({ isRead: true, readDate: new Date() })
    .where(and(mine, isNull(disasterUsers.readDate)));
}

/** The portal: the caller read a disaster they received (idempotent). */
export async function markDisasterRead(
  { db, session }: OperationContext,
  { disasterId }: z.output<typeof disasterReadInput>,
): Promise<Id> {
  await markRead(db, session.userId, disasterId);
  return ok({ id: disasterId });
}

/**
 * The portal: 'I am good' / 'I am not good' with a position, for a disaster the caller received. One
 * answer per user and disaster: answering again replaces it. Answering also reads the disaster.
 */
export async function respondDisaster(
  { db, session }: OperationContext,
  { disasterId, response, latitude, longitude }: z.output<typeof disasterResponseInput>,
): Promise<Id> {
  const { userId } = session;
  return db.transaction(async (t) => {
    await markRead(t, userId, disasterId);
    const values = { response, latitude: latitude ?? null, longitude: longitude ?? null };
    const [row] = await t
      .insert(disasterUserResponses)
      .values({ disasterId, userId, ...values })
      .onConflictDoUpdate({
        target: [disasterUserResponses.disasterId, disasterUserResponses.userId],
        set: { ...values, createTime: new Date() },
      })
      .returning({ id: disasterUserResponses.id });
    return ok({ id: row?.id ?? disasterId });
  });
}
