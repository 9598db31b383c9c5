import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { invalidField } from '../../kernel/validation.ts';
import { closeInvitations } from '../passwords/password-links.ts';
import { assertStrongPassword } from '../../auth/password-strength.ts';
import { recordEvent } from '../security/record-event.ts';
import { recordChange } from '../../crud/record-change.ts';

/**
 * The signed-in user changes their own password: the current one must match (WrongPassword), the new one
 * must meet the policy; the user's other sessions end at their next request, this one keeps working.
 * Wrong current passwords count like failed sign-ins (per tenant and user, same window and limit), so a
 * stolen session cannot guess the password behind it.
 */
export async function changePassword(
  { session, services, client }: OperationContext,
  { userId, oldPassword, newPassword }: z.output<typeof changePasswordInput>,
): Promise<Envelope<{ id: number }>> {
  if (userId != null && userId !== session.userId) throw invalidField('userId');
  const [user] = await session.db
    .select({
      passwordHash: users.passwordHash,
      name: users.name,
      surname: users.surname,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) throw new DomainError('NotFound');
  await assertStrongPassword(newPassword, 'newPassword', [user.name, user.surname, user.email ?? '']);
  // reserved before the current password is checked: parallel guesses are counted one by one
  const attempt = await services.attempts.reserve(
    `pwd:${session.subscription.tag}:${session.userId}`,
    client.address,
  );
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await attempt.failed();
    await recordEvent(session.db, { kind: 'passwordChangeFailed', userId: session.userId, client });
    throw new DomainError('WrongPassword');
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(newPassword);
  await session.db.transaction(async (db) => {
    await db.update(users).set({ passwordHash }).where(eq(users.id, session.userId));
    await closeInvitations(db, session.userId);
    await services.tokens.revokeUser(db, session.subscription.tag, session.userId, session.tokenId);
    await recordEvent(db, { kind: 'passwordChanged', userId: session.userId, client });
    // the history says the password changed, never what it is (docs/history.md)
    await recordChange(db, {
      actor: { userId: session.userId, channel: session.kind, address: client.address },
      area: 'people',
      entity: 'User',
      entityId: session.userId,
      action: 'changePassword',
      changes: {},
    });
  });
  return ok({ id: session.userId });
}
