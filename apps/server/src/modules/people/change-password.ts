import { eq } from 'drizzle-orm';
import { changePasswordInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import type { Services } from '../../app/services.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { users } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { invalidField } from '../../crud/invalid-field.ts';
import { closeInvitations } from './invite-user.ts';

/**
 * The signed-in user changes their own password: the current one must match (WrongPassword), the new one
 * must meet the policy; the user's other sessions end at their next request, this one keeps working.
 * Wrong current passwords count like failed sign-ins (per tenant and user, same window and limit), so a
 * stolen session cannot guess the password behind it.
 */
export async function changePassword(
  session: Session,
  { tokens, control, config }: Pick<Services, 'tokens' | 'control' | 'config'>,
  input: unknown,
): Promise<Envelope<{ id: number }>> {
  const { userId, oldPassword, newPassword } = parseInput(changePasswordInput, input);
  if (userId != null && userId !== session.userId) throw invalidField('userId');
  const failureKey = `pwd:${session.subscription.tag}:${session.userId}`;
  if ((await control.failures(failureKey, config.signInWindowMinutes)) >= config.signInMaxFailures)
    throw new DomainError('TooManyAttempts', { minutes: config.signInWindowMinutes });
  const [user] = await session.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
    await control.recordFailure([failureKey]);
    throw new DomainError('WrongPassword');
  }
  await control.clearFailures(failureKey);
  const passwordHash = await hashPassword(newPassword);
  await session.db.transaction(async (tx) => {
    const db = tx as unknown as TenantDb;
    await db.update(users).set({ passwordHash }).where(eq(users.id, session.userId));
    await closeInvitations(db, session.userId);
    await tokens.revokeUser(db, session.userId, session.tokenId);
  });
  return ok({ id: session.userId });
}
