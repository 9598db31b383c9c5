import { and, asc, eq, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { mailOutbox } from '../db/tenant/mail.table.ts';
import type { OutboxCipher } from './outbox-cipher.ts';
import { renderMail, type RenderedMail } from './templates.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** A mail is tried this many times, waiting longer after each failure (at most an hour). */
export const MAX_ATTEMPTS = 10;
const CLAIM_MINUTES = 2;
const BATCH = 20;

const unsent = and(isNull(mailOutbox.sentTime), lt(mailOutbox.attempts, MAX_ATTEMPTS));

/**
 * Claims the mail that is due: its next attempt moves a few minutes ahead, so another process (or this one,
 * should it stop mid-way) does not send it twice, and it comes back if the sender dies before marking it.
 */
export async function claimDue(db: TenantDb, channels: readonly string[]): Promise<OutboxMail[]> {
  if (!channels.length) return [];
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(unsent, inArray(mailOutbox.channel, [...channels]), lte(mailOutbox.nextAttemptTime, sql`now()`)),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptTime: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Sent: the secret part is erased, the rest stays as a record. */
export async function markSent(
  db: TenantDb,
  id: number,
  deliveredBy: 'sender' | 'panel' = 'sender',
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentTime: sql`now()`, secret: null, lastError: null, deliveredBy })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: TenantDb, mail: OutboxMail, error: string): Promise<void> {
  const attempts = mail.attempts + 1;
  const waitMinutes = Math.min(2 ** attempts, 60);
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptTime: sql`now() + make_interval(mins => ${waitMinutes})`,
    })
    .where(eq(mailOutbox.id, mail.id));
}

/** When the tenant's next unsent message of these channels falls due, if it has any. */
export async function nextDue(db: TenantDb, channels: readonly string[]): Promise<Date | null> {
  if (!channels.length) return null;
  const [row] = await db
    .select({ at: min(mailOutbox.nextAttemptTime) })
    .from(mailOutbox)
    .where(and(unsent, inArray(mailOutbox.channel, [...channels])));
  return row?.at ?? null;
}

export interface PendingMail {
  mail: OutboxMail;
  rendered: RenderedMail | null;
  problem: string | null;
}

/** The unsent mail, rendered as it would be delivered (`npm run tenant -- outbox`). */
export async function pendingMail(
  db: TenantDb,
  cipher: OutboxCipher,
  target: { tag: string; publicUrl: string },
): Promise<PendingMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentTime))
    .orderBy(asc(mailOutbox.id));
  return rows.map((mail) => {
    try {
      return { mail, rendered: renderOutboxMail(mail, cipher, target), problem: null };
    } catch (error) {
      return { mail, rendered: null, problem: error instanceof Error ? error.message : String(error) };
    }
  });
}

export function renderOutboxMail(
  mail: OutboxMail,
  cipher: OutboxCipher,
  target: { tag: string; publicUrl: string },
): RenderedMail {
  const secret = mail.secret === null ? null : cipher.open(mail.secret);
  return renderMail(mail, { ...target, secret });
}
