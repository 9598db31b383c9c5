import type { z } from 'zod';
import type { disasterCreateInput } from '@pano/contract';
import { disasterUsers, disasters } from '../../db/tenant/disasters.table.ts';
import type { OperationContext } from '../../request/context.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { insertInBatches, notifyUsers, reachedUsers } from '../people/recipients.ts';

/**
 * Sends a disaster (spec 000 §7: `{disaster {title, body}, userIds, groupIds}`): users or groups, not both.
 * Groups are resolved to their active members now; each user reached gets a recipient row (the read
 * receipt) and a notification, all in one transaction.
 */
export async function createDisaster(
  { db }: OperationContext,
  { disaster, userIds, groupIds }: z.output<typeof disasterCreateInput>,
): Promise<Envelope<{ id: number }>> {
  return db.transaction(async (tx) => {
    const reached = await reachedUsers(tx, { userIds, groupIds });
    const [row] = await tx.insert(disasters).values(disaster).returning({ id: disasters.id });
    if (!row) throw new Error('disaster insert returned nothing');
    await insertInBatches(
      reached.map((userId) => ({ disasterId: row.id, userId })),
      (batch) => tx.insert(disasterUsers).values(batch),
    );
    await notifyUsers(tx, reached, disaster.title, { kind: 'disaster', id: row.id });
    return ok({ id: row.id });
  });
}
