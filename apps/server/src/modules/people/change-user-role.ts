import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changeRoleInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { actorOf, diff, recordChange } from '../../crud/record-change.ts';
import { assertRoleWithin } from '../permissions/role-within.ts';
import { keepingAdministrator } from '../permissions/administrators.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';

/**
 * Gives a user exactly one role (the change-role dialog); the history records the old and new role. Neither
 * role may hold a permission the caller lacks (docs/permissions.md), nor may the tenant's last administrator
 * lose that place (docs/security.md, 3).
 */
export async function changeUserRole(
  op: OperationContext,
  { userId, roleId }: z.output<typeof changeRoleInput>,
): Promise<Envelope<{ id: number }>> {
  const changed = await op.db.transaction((tx) =>
    keepingAdministrator(tx, async () => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
      if (!role) throw invalidField('roleId');
      const [before] = await tx
        .select({ roleId: users.roleId })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) throw new DomainError('NotFound');
      // nobody grants more than they hold: neither the new role nor the old one beyond the caller's own
      await assertRoleWithin(op, roleId, tx);
      await assertRoleWithin(op, before.roleId, tx);
      await tx.update(users).set({ roleId }).where(eq(users.id, userId));
      await recordChange(tx, {
        actor: actorOf(op),
        area: 'people',
        entity: 'User',
        entityId: userId,
        action: 'changeUserRole',
        changes: diff(before, { roleId }),
      });
      return ok({ id: userId });
    }),
  );
  // the user holds the new role's permissions from their next request
  forgetHeldPermissions(op.session.db, userId);
  return changed;
}
