import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { invitations, users } from '../../db/tenant/schema.ts';
import type { Mailbox } from '../../mail/mail-service.ts';
import { INVITATION_HOURS } from '../../mail/invitation-link.ts';
import { newInvitationToken } from '../../auth/invitation-token.ts';

const open = and(isNull(invitations.usedTime), isNull(invitations.revokedTime));

/** Closes a user's open invitations (a password was set, or the invitation no longer fits the user). */
export async function closeInvitations(db: TenantDb, userId: number, onlyOtherThan?: string): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedTime: sql`now()` })
    .where(
      and(
        eq(invitations.userId, userId),
        open,
        onlyOtherThan === undefined
          ? undefined
          : ne(sql`lower(${invitations.email})`, onlyOtherThan.toLowerCase()),
      ),
    );
}

/**
 * Keeps a user's invitation in line with the user, inside the write's transaction: a panel user with an
 * email and no password yet gets one (a random token, its SHA-256 stored, valid INVITATION_HOURS, one use)
 * and a mail in the outbox; an open invitation to another address, or to someone who is no longer a panel
 * user, is closed. Saving the user again after an invitation expired sends a new one.
 */
export async function syncInvitation(db: TenantDb, mailbox: Mailbox, userId: number): Promise<void> {
  const [user] = await db
    .select({
      name: users.name,
      email: users.email,
      isPanelUser: users.isPanelUser,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const invite = user.isPanelUser && user.email && !user.hasPassword ? user.email : null;
  if (!invite) {
    await closeInvitations(db, userId);
    return;
  }
  await closeInvitations(db, userId, invite);
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.userId, userId),
        open,
        gt(invitations.expireTime, sql`now()`),
        eq(sql`lower(${invitations.email})`, invite.toLowerCase()),
      ),
    )
    .limit(1);
  if (pending) return;
  const { token, tokenHash } = newInvitationToken();
  await db.insert(invitations).values({
    userId,
    email: invite,
    tokenHash,
    expireTime: new Date(Date.now() + INVITATION_HOURS * 3_600_000),
  });
  await mailbox.enqueue(db, {
    recipient: invite,
    template: 'invitation',
    params: { name: user.name },
    secret: token,
  });
}
