import { and, eq } from 'drizzle-orm';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { refuse } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';

/** A substitute must be another active user of the tenant (the panel's entity and the portal's operation). */
export async function checkSubstitute(db: TenantDb, userId: number, substituteId: number): Promise<void> {
  if (userId === substituteId) throw refuse('SubstituteSelf');
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, substituteId), eq(users.isActive, true)));
  if (!found) throw invalidField('substituteId');
}
