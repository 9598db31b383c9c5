import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TenantDb } from '../../db/tenant-db.ts';
import { invitations } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { Mailbox } from '../../mail/mail-service.ts';
import type { MessageChannel } from '../../mail/templates.ts';
import { INVITATION_HOURS, type LinkPurpose } from '../../mail/invitation-link.ts';
import { newInvitationToken } from '../../auth/invitation-token.ts';
import { settingValue } from '../settings/setting-value.ts';

const open = and(isNull(invitations.usedTime), isNull(invitations.revokedTime));

/** Where a person's messages go: the channel and address. */
export interface Reach {
  channel: MessageChannel;
  address: string;
}

interface Person {
  id: number;
  name: string;
  email: string | null;
  gsm: string | null;
  isPanelUser: boolean;
}

/**
 * How to reach a person (docs/passwords.md): by the tenant's 'password send method' (email or SMS), else by
 * the other address they have; nobody without either.
 */
export async function reachOf(db: TenantDb, person: Pick<Person, 'email' | 'gsm'>): Promise<Reach | null> {
  const method = await settingValue(db, 'passwordSendMethod');
  const email: Reach | null = person.email ? { channel: 'email', address: person.email } : null;
  const sms: Reach | null = person.gsm ? { channel: 'sms', address: person.gsm } : null;
  return method === 'sms' ? (sms ?? email) : (email ?? sms);
}

/** Closes a person's open links (of one purpose, or all), except one still going to `keepAddress`. */
export async function closeInvitations(
  db: TenantDb,
  userId: number,
  purpose?: LinkPurpose,
  keepAddress?: string,
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedTime: sql`now()` })
    .where(
      and(
        eq(invitations.userId, userId),
        open,
        purpose ? eq(invitations.purpose, purpose) : undefined,
        keepAddress === undefined
          ? undefined
          : ne(sql`lower(${invitations.address})`, keepAddress.toLowerCase()),
      ),
    );
}

/**
 * Issues a one-time link (a random token; only its SHA-256 is kept; valid INVITATION_HOURS) and queues the
 * message that carries it, inside the caller's transaction.
 */
export async function issueLink(
  db: TenantDb,
  mailbox: Mailbox,
  person: Person,
  purpose: LinkPurpose,
  reach: Reach,
): Promise<void> {
  const { token, tokenHash } = newInvitationToken();
  await db.insert(invitations).values({
    userId: person.id,
    purpose,
    channel: reach.channel,
    address: reach.address,
    tokenHash,
    expireTime: new Date(Date.now() + INVITATION_HOURS * 3_600_000),
  });
  await mailbox.enqueue(db, {
    channel: reach.channel,
    recipient: reach.address,
    template: purpose === 'reset' ? 'passwordReset' : 'invitation',
    params: { name: person.name, audience: person.isPanelUser ? 'panel' : 'portal' },
    secret: token,
  });
}

/** A person as the links need them, with whether they have a password yet. */
export async function personOf(db: TenantDb, userId: number) {
  const [person] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      gsm: users.gsm,
      isPanelUser: users.isPanelUser,
      isActive: users.isActive,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return person;
}

/**
 * Keeps a person's invitation in line with them, inside the write's transaction: an active person — panel
 * user or employee — with no password yet and an address gets one by the tenant's send method; an open
 * invitation to another address, or to someone who has a password or is passive, is closed. Saving the
 * person again after an invitation expired sends a new one.
 */
export async function syncInvitation(db: TenantDb, mailbox: Mailbox, userId: number): Promise<void> {
  const person = await personOf(db, userId);
  if (!person) return;
  const reach = person.isActive && !person.hasPassword ? await reachOf(db, person) : null;
  if (!reach) {
    await closeInvitations(db, userId, 'invitation');
    return;
  }
  await closeInvitations(db, userId, 'invitation', reach.address);
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.userId, userId),
        eq(invitations.purpose, 'invitation'),
        open,
        gt(invitations.expireTime, sql`now()`),
        eq(sql`lower(${invitations.address})`, reach.address.toLowerCase()),
      ),
    )
    .limit(1);
  if (!pending) await issueLink(db, mailbox, person, 'invitation', reach);
}
