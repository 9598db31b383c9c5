import { inArray } from 'drizzle-orm';
import { LOGIN_METHODS } from '@pano/contract';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { accountKey } from '../session/sign-in.ts';

/**
 * The attempt keys of users (docs/sign-in.md): one per identifier they can sign in with (email, GSM,
 * national id) and their password change's.
 */
export async function accountKeysOf(
  db: TenantDb,
  tag: string,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      gsm: users.gsm,
      nationalityIdentityNumber: users.nationalityIdentityNumber,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      [
        ...LOGIN_METHODS.flatMap((method) => {
          const value = row[method];
          return value ? [accountKey(tag, method, method === 'email' ? value.toLowerCase() : value)] : [];
        }),
        `pwd:${tag}:${row.id}`,
      ],
    ]),
  );
}
