import { ok, type Envelope } from '../../kernel/envelope.ts';
import { DomainError } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { accountKeysOf } from './account-keys.ts';
import { recordEvent } from './record-event.ts';

/** An administrator lets a user try again at once: the failures of every identifier they sign in with go. */
export async function unlockUser(
  { db, session, services, client }: OperationContext,
  userId: number,
): Promise<Envelope<{ id: number }>> {
  const keys = (await accountKeysOf(db, session.subscription.tag, [userId])).get(userId);
  if (!keys) throw new DomainError('NotFound');
  await services.attempts.clear(keys);
  await recordEvent(db, { kind: 'accountUnlocked', userId, actorUserId: session.userId, client });
  return ok({ id: userId });
}
