import { asc, inArray, ne, sql } from 'drizzle-orm';
import { menus } from '../../db/tenant/navigation.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

/**
 * Puts a menu entry at `position` and closes up the others, so the positions stay 1…n in the order the
 * administrator sees (docs/navigation.md). Serialised per tenant with a transaction lock: two moves at once
 * cannot leave two entries at one place. Runs inside the caller's transaction; answers the entry's place.
 */
export async function placeMenu(tx: TenantDb, menuId: number, position: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('menus:positions', 0))`);
  const others = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(ne(menus.id, menuId))
    .orderBy(asc(menus.position), asc(menus.id));
  const order = others.map((row) => row.id);
  const place = Math.min(Math.max(position, 1), order.length + 1);
  order.splice(place - 1, 0, menuId);
  const cases = sql.join(
    order.map((id, index) => sql`when ${id} then ${index + 1}`),
    sql` `,
  );
  await tx
    .update(menus)
    .set({ position: sql`(case ${menus.id} ${cases} end)::integer` })
    .where(inArray(menus.id, order));
  return place;
}

/** After a delete: the rest closes up (1…n). */
export async function closeUpMenus(tx: TenantDb): Promise<void> {
  const [first] = await tx
    .select({ id: menus.id })
    .from(menus)
    .orderBy(asc(menus.position), asc(menus.id))
    .limit(1);
  if (first) await placeMenu(tx, first.id, 1);
}
