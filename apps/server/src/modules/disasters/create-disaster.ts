import { disasterCreateInput } from '@pano/contract';
import { disasterUsers, disasters } from '../../db/tenant/schema.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { insertInBatches, notifyUsers, reachedUsers } from '../people/recipients.ts';

/**
 * Sends a disaster (spec 000 §7: `{disaster {title, body}, userIds, groupIds}`): users or groups, not both.
 * Groups are resolved to their active members now; each user reached gets a recipient row (the read
 * receipt) and a notification, all in one transaction.
 */
export async function createDisaster(db: TenantDb, input: unknown): Promise<Envelope<{ id: number }>> {
  const { disaster, userIds, groupIds } = parseInput(disasterCreateInput, input);
  return db.transaction(async (tx) => {
    const reached = await reachedUsers(tx as unknown as TenantDb, { userIds, groupIds });
    const [row] = await tx.insert(disasters).values(disaster).returning({ id: disasters.id });
    if (!row) throw new Error('disaster insert returned nothing');
    await insertInBatches(
      reached.map((userId) => ({ disasterId: row.id, userId })),
      (batch) => tx.insert(disasterUsers).values(batch),
    );
    await notifyUsers(tx as unknown as TenantDb, reached, disaster.title);
    return ok({ id: row.id });
  });
}
