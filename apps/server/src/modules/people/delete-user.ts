import { eq } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { isPgError, PgCode } from '../../kernel/pg-error.ts';
import type { OperationContext } from '../../request/context.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import { userEntity } from './user.entity.ts';
import { assertRoleWithin } from '../permissions/role-within.ts';
import { keepingAdministrator } from '../permissions/administrators.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';

/**
 * deleteUser (docs/people.md): a person with history — a consent, a read receipt or answer, a delivery,
 * anything referring to them through a history reference — is not deleted but deactivated: they cannot
 * sign in, their sessions end, pickers no longer offer them, and 'Pasifleri göster' lists them for
 * reactivation. Only a person with no history is deleted. Nobody deletes themselves, nor the tenant's last
 * administrator (docs/security.md, 3).
 */
export async function deleteUser(op: OperationContext, id: number): Promise<Envelope<{ id: number }>> {
  const { db, session, services, lang } = op;
  if (id === session.userId) throw new DomainError('SelfAccount');
  const outcome = await db.transaction((tx) =>
    keepingAdministrator(tx, async () => {
      const [user] = (await tx.select().from(users).where(eq(users.id, id)).for('update')) as Row[];
      if (!user) throw new DomainError('NotFound');
      await assertRoleWithin(op, user.roleId as number | null, tx); // not someone beyond one's own permissions
      const history = { ...op, db: tx };
      const deleted = await tx
        .transaction((savepoint) => savepoint.delete(users).where(eq(users.id, id)))
        .then(() => true)
        .catch((error: unknown) => {
          if (isPgError(error, PgCode.ForeignKeyViolation)) return false;
          throw error;
        });
      if (deleted) {
        await entityHistory(history, userEntity, 'delete', id, user, null);
        return 'deleted';
      }
      await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
      await entityHistory(history, userEntity, 'update', id, user, { ...user, isActive: false });
      await services.tokens.revokeUser(tx, session.subscription.tag, id);
      return 'deactivated';
    }),
  );
  services.tokens.forgetUser(session.subscription.tag, id);
  forgetHeldPermissions(session.db, id);
  if (outcome === 'deleted') return ok({ id });
  const message = translate(lang, 'codes.Deactivated');
  return { ...ok({ id }), message, messages: [{ code: 'Deactivated', message }] };
}
