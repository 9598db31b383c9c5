import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { appAudienceInput } from '@pano/contract';
import { containsPattern } from '../../crud/list-conditions.ts';
import { userGroups } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { searchFolded } from '../../db/turkish-text.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

/** An item's audience as assigned: roles, users and groups (any of them reaches; none reaches nobody). */
export interface Assignment {
  roleIds: readonly number[];
  userIds: readonly number[];
  groupIds: readonly number[];
}

/**
 * The active users an assignment reaches, as a condition on `users` — the set form of the portal's rule
 * (audience.ts `named` over a viewer's role, id and groups); a test holds the two together.
 */
export function reaches(db: TenantDb, { roleIds, userIds, groupIds }: Assignment): SQL {
  const any = or(
    roleIds.length ? inArray(users.roleId, [...roleIds]) : undefined,
    userIds.length ? inArray(users.id, [...userIds]) : undefined,
    groupIds.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userGroups)
            .where(and(eq(userGroups.userId, users.id), inArray(userGroups.groupId, [...groupIds]))),
        )
      : undefined,
  );
  return and(eq(users.isActive, true), any ?? sql`false`) as SQL;
}

export interface AudienceAnswer {
  /** How many active employees it reaches. */
  count: number;
  /** The first ten of them (by name) matching the search. */
  users: { id: number; name: string; surname: string }[];
}

const SHOWN = 10;

/** Panel `appAudience`: who an item with these roles, users and groups reaches (issue 27 §3). */
export async function appAudience(
  { db }: OperationContext,
  input: z.output<typeof appAudienceInput>,
): Promise<Envelope<AudienceAnswer>> {
  const condition = reaches(db, input);
  const search = input.searchText
    ? sql`${users.searchText} like ${searchFolded(sql`${containsPattern(input.searchText)}`)}`
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(condition);
  const shown = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(and(condition, search))
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(SHOWN);
  return ok({ count: total?.n ?? 0, users: shown });
}
