import { inArray } from 'drizzle-orm';
import { users } from '../../../db/tenant/users.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';

export interface PersonView {
  id: number;
  name: string;
  surname: string;
  fullName: string;
}

/** The people of these ids, by id (one query). */
export async function peopleById(
  db: TenantDb,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, PersonView>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { ...row, fullName: `${row.name} ${row.surname}` }]));
}
