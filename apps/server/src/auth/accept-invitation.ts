import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { acceptInvitationInput } from '@pano/contract';
import { invitations, users } from '../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../app/envelope.ts';
import type { Services } from '../app/services.ts';
import { parseInput } from '../app/validation-error.ts';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import { closeInvitations } from '../modules/people/invite-user.ts';
import { hashPassword } from './password.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { findSubscription } from './sign-in.ts';

/** The open, unexpired invitation a token names, still matching a panel user's address. */
async function findInvitation(db: TenantDb, token: string) {
  const [found] = await db
    .select({ id: invitations.id, userId: invitations.userId })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(token)),
        isNull(invitations.usedTime),
        isNull(invitations.revokedTime),
        gt(invitations.expireTime, sql`now()`),
        eq(users.isActive, true),
        eq(users.isPanelUser, true),
        eq(sql`lower(${users.email})`, sql`lower(${invitations.email})`),
      ),
    )
    .limit(1);
  return found;
}

/**
 * `POST /api/User/AcceptInvitation {tag, token, password}`: sets a new panel user's first password from
 * the invitation link and uses the invitation up. An unknown tag, a wrong, used or expired token all answer
 * InvalidInvitation and count as failed attempts of the client address, like failed sign-ins.
 */
export async function acceptInvitation(
  services: Services,
  body: unknown,
  clientAddress: string,
): Promise<Envelope<{ userId: number }>> {
  const { tag, token, password } = parseInput(acceptInvitationInput, body);
  const { control, config } = services;
  const addressKey = `addr:${clientAddress}`;
  if ((await control.failures(addressKey, config.signInWindowMinutes)) >= config.signInMaxFailures) {
    throw new DomainError('TooManyAttempts', { minutes: config.signInWindowMinutes });
  }
  const refuse = async (): Promise<never> => {
    await control.recordFailure([addressKey]);
    throw new DomainError('InvalidInvitation');
  };
  const subscription = await findSubscription(services, tag).catch(() => null);
  if (!subscription) return refuse();

  return services.tenants.withTenant(subscription.tag, async (db) => {
    const invitation = await findInvitation(db, token);
    if (!invitation) return refuse();
    const passwordHash = await hashPassword(password);
    const accepted = await db.transaction(async (tx) => {
      const used = await tx
        .update(invitations)
        .set({ usedTime: sql`now()` })
        .where(
          and(
            eq(invitations.id, invitation.id),
            isNull(invitations.usedTime),
            isNull(invitations.revokedTime),
          ),
        )
        .returning({ id: invitations.id });
      if (!used.length) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, invitation.userId));
      await closeInvitations(tx as unknown as TenantDb, invitation.userId);
      return true;
    });
    if (!accepted) return refuse();
    return ok({ userId: invitation.userId });
  });
}
