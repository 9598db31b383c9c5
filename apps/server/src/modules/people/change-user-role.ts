import { eq } from 'drizzle-orm';
import { changeRoleInput } from '@pano/contract';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { roles, users } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { invalidField } from '../../crud/invalid-field.ts';

/** Gives a user exactly one role (the change-role dialog). */
export async function changeUserRole(db: TenantDb, input: unknown): Promise<Envelope<{ id: number }>> {
  const { userId, roleId } = parseInput(changeRoleInput, input);
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw invalidField('roleId');
    const changed = await tx
      .update(users)
      .set({ roleId })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!changed.length) throw new DomainError('NotFound');
    return ok({ id: userId });
  });
}
