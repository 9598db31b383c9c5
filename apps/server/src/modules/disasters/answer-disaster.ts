import { and, eq, isNull } from 'drizzle-orm';
import { disasterReadInput, disasterResponseInput } from '@pano/contract';
import { disasterUserResponses, disasterUsers } from '../../db/tenant/schema.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';

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
export async function markDisasterRead(db: TenantDb, userId: number, input: unknown): Promise<Id> {
  const { disasterId } = parseInput(disasterReadInput, input);
  await markRead(db, userId, disasterId);
  return ok({ id: disasterId });
}

/**
 * The portal: 'I am good' / 'I am not good' with a position, for a disaster the caller received. One
 * answer per user and disaster: answering again replaces it. Answering also reads the disaster.
 */
export async function respondDisaster(db: TenantDb, userId: number, input: unknown): Promise<Id> {
  const { disasterId, response, latitude, longitude } = parseInput(disasterResponseInput, input);
  return db.transaction(async (tx) => {
    const t = tx as unknown as TenantDb;
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
