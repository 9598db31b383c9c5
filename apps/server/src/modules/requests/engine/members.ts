import { and, eq, inArray } from 'drizzle-orm';
import { userGroups } from '../../../db/tenant/people.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';

/** The active members of these groups, each once. */
export async function groupMembersOf(tx: TenantTx, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(and(inArray(userGroups.groupId, [...groupIds]), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}
