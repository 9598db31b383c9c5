import { eq } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { isPgError, PgCode } from '../../kernel/pg-error.ts';
import type { OperationContext } from '../../request/context.ts';

/**
 * deleteUser (docs/people.md): a person with history — a consent, a read receipt or answer, a delivery,
 * anything referring to them through a history reference — is not deleted but deactivated: they cannot
 * sign in, their sessions end, pickers no longer offer them, and 'Pasifleri göster' lists them for
 * reactivation. Only a person with no history is deleted. Nobody deletes themselves.
 */
export async function deleteUser(
  { db, session, services, lang }: OperationContext,
  id: number,
): Promise<Envelope<{ id: number }>> {
  if (id === session.userId) throw new DomainError('SelfAccount');
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw new DomainError('NotFound');
    const deleted = await tx
      .transaction((savepoint) => savepoint.delete(users).where(eq(users.id, id)))
      .then(() => true)
      .catch((error: unknown) => {
        if (isPgError(error, PgCode.ForeignKeyViolation)) return false;
        throw error;
      });
    if (deleted) return 'deleted';
    await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
    await services.tokens.revokeUser(tx, session.subscription.tag, id);
    return 'deactivated';
  });
  services.tokens.forgetUser(session.subscription.tag, id);
  if (outcome === 'deleted') return ok({ id });
  const message = translate(lang, 'codes.Deactivated');
  return { ...ok({ id }), message, messages: [{ code: 'Deactivated', message }] };
}
