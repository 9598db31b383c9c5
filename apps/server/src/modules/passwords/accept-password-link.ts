import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { acceptInvitationInput } from '@pano/contract';
import { invitations } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { Services } from '../../request/services.ts';
import type { ClientInfo } from '../../request/context.ts';
import { parseInput } from '../../kernel/validation.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { hashPassword } from '../../auth/password.ts';
import { hashInvitationToken } from '../../auth/invitation-token.ts';
import { assertStrongPassword } from '../../auth/password-strength.ts';
import { recordEvent } from '../security/record-event.ts';
import { accountKeysOf } from '../security/account-keys.ts';
import { findSubscription } from '../session/sign-in.ts';
import { closeInvitations } from './password-links.ts';

/** The open, unexpired link a token names, for an active person still at the address it went to. */
async function findLink(db: TenantDb, token: string) {
  const [found] = await db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      purpose: invitations.purpose,
      name: users.name,
      surname: users.surname,
      email: users.email,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(token)),
        isNull(invitations.usedTime),
        isNull(invitations.revokedTime),
        gt(invitations.expireTime, sql`now()`),
        eq(users.isActive, true),
        or(
          and(
            eq(invitations.channel, 'email'),
            eq(sql`lower(${users.email})`, sql`lower(${invitations.address})`),
          ),
          and(eq(invitations.channel, 'sms'), eq(users.gsm, invitations.address)),
        ),
      ),
    )
    .limit(1);
  return found;
}

/**
 * `POST /api/User/AcceptInvitation` (and `/api/User/ResetPassword`) `{tag, token, password}`: sets a password
 * from a one-time link — a new person's invitation or a reset — and uses the link up (docs/passwords.md).
 * A reset ends every session of the person and forgets the failed sign-ins of their identifiers (so a lock
 * under attack does not outlive the password: docs/sign-in.md). An unknown tag, a wrong, used or expired
 * token all answer InvalidInvitation; attempts are reserved per client address before the token is looked at.
 */
export async function acceptPasswordLink(
  services: Services,
  body: unknown,
  client: ClientInfo,
): Promise<Envelope<{ userId: number }>> {
  const { tag, token, password } = parseInput(acceptInvitationInput, body);
  // a token is 256 random bits: the limit stops the hammering, not a search
  const attempt = await services.attempts.reserve(`invite:${client.address}`, client.address);
  const refuse = async (): Promise<never> => {
    await attempt.failed();
    throw new DomainError('InvalidInvitation');
  };
  const subscription = await findSubscription(services, tag).catch(() => null);
  if (!subscription) return refuse();

  return services.tenants.withTenant(subscription.tag, async (db) => {
    const link = await findLink(db, token);
    if (!link) return refuse();
    await assertStrongPassword(password, 'password', [link.name, link.surname, link.email ?? '']);
    const passwordHash = await hashPassword(password);
    const accepted = await db.transaction(async (tx) => {
      const used = await tx
        .update(invitations)
        .set({ usedTime: sql`now()` })
        .where(
          and(eq(invitations.id, link.id), isNull(invitations.usedTime), isNull(invitations.revokedTime)),
        )
        .returning({ id: invitations.id });
      if (!used.length) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
      await closeInvitations(tx, link.userId);
      if (link.purpose === 'reset') await services.tokens.revokeUser(tx, subscription.tag, link.userId);
      await recordEvent(tx, {
        kind: link.purpose === 'reset' ? 'passwordReset' : 'invitationAccepted',
        userId: link.userId,
        client,
      });
      return true;
    });
    if (!accepted) return refuse();
    await attempt.succeeded();
    // guesses at the old password mean nothing now: the owner signs in at once, from a new device too
    const keys = await accountKeysOf(db, subscription.tag, [link.userId]);
    await services.attempts.clear(keys.get(link.userId) ?? []);
    return ok({ userId: link.userId });
  });
}
