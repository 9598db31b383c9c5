import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changeRoleInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';

/** Gives a user exactly one role (the change-role dialog). */
export async function changeUserRole(
  { db }: OperationContext,
  { userId, roleId }: z.output<typeof changeRoleInput>,
): Promise<Envelope<{ id: number }>> {
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
