import type { z } from 'zod';
import type { disasterCreateInput } from '@pano/contract';
import { disasterUsers, disasters } from '../../db/tenant/disasters.table.ts';
import type { OperationContext } from '../../request/context.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { insertInBatches, notifyUsers, reachedUsers } from '../people/recipients.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { disasterEntity } from './disaster.entities.ts';

/**
 * Sends a disaster (spec 000 §7: `{disaster {title, body}, userIds, groupIds}`): users or groups, not both.
 * Groups are resolved to their active members now; each user reached gets a recipient row (the read
 * receipt) and a notification, all in one transaction, with its history row (the chosen users or groups).
 */
export async function createDisaster(
  op: OperationContext,
  { disaster, userIds, groupIds }: z.output<typeof disasterCreateInput>,
): Promise<Envelope<{ id: number }>> {
  return op.db.transaction(async (tx) => {
    const reached = await reachedUsers(tx, { userIds, groupIds });
    const [row] = (await tx.insert(disasters).values(disaster).returning()) as Row[];
    if (!row) throw new Error('disaster insert returned nothing');
    await entityHistory({ ...op, db: tx }, disasterEntity, 'create', row.id, null, {
      ...row,
      userIds,
      groupIds,
    });
    await insertInBatches(
      reached.map((userId) => ({ disasterId: row.id, userId })),
      (batch) => tx.insert(disasterUsers).values(batch),
    );
    await notifyUsers(tx, reached, disaster.title, { kind: 'disaster', id: row.id });
    return ok({ id: row.id });
  });
}
