import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { userGroups } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

/**
 * Who is looking at the employees' app (docs/navigation.md, 'Who sees an item'): a user with their role and
 * groups, or — in the panel's preview — a role alone (no user, no groups). Every portal read of menus,
 * links, sliders and dynamic parts and the panel's preview and audience count answer from this one rule.
 */
export interface Viewer {
  userId: number | null;
  roleId: number | null;
  groupIds: number[];
}

/** The viewer a user is: their role and groups as they are now (an inactive user sees nothing). */
export async function viewerOf(db: TenantDb, userId: number): Promise<Viewer> {
  const [me] = await db
    .select({ roleId: users.roleId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!me?.isActive) return { userId, roleId: null, groupIds: [] };
  const groups = await db
    .select({ id: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId));
  return { userId, roleId: me.roleId ?? null, groupIds: groups.map((row) => row.id) };
}

/** A table with an optional publish window (startDate / endDate days). */
interface Windowed {
  startDate: PgColumn;
  endDate: PgColumn;
}

/** Live on `day` (YYYY-MM-DD): no window, or a window that holds it. */
export const liveOn = (table: Windowed, day: string): SQL =>
  and(
    or(isNull(table.startDate), lte(table.startDate, day)),
    or(isNull(table.endDate), gte(table.endDate, day)),
  ) as SQL;

/**
 * The item (`itemId`, e.g. `menus.id`) is named in an assignment table (`owner` its item column) by one of
 * `values` of `match` (a role id, a user id, group ids). Nothing to match → false, so an item reaches nobody
 * through an assignment the viewer cannot meet.
 */
export function named(
  db: TenantDb,
  owner: PgColumn,
  itemId: PgColumn,
  match: PgColumn,
  values: readonly number[],
): SQL {
  if (!values.length) return sql`false`;
  const table = owner.table;
  return sql`exists (${db
    .select({ one: sql`1` })
    .from(table)
    .where(
      and(eq(owner, itemId), values.length === 1 ? eq(match, values[0]) : inArray(match, [...values])),
    )})`;
}

/** The viewer's role as a list for `named` (none → nothing matches). */
export const roleOf = (viewer: Viewer): number[] => (viewer.roleId ? [viewer.roleId] : []);
/** The viewer's user id as a list for `named` (a role-only preview matches no user assignment). */
export const userOf = (viewer: Viewer): number[] => (viewer.userId ? [viewer.userId] : []);

const pad = (value: number) => String(value).padStart(2, '0');
/** Today on the server's calendar (its time zone, `TZ`), YYYY-MM-DD. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
