import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { disclaimerAcceptInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { disclaimerUsers, disclaimers } from '../../db/tenant/settings.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';

/** The disclaimer employees are asked to accept: the newest active one (docs/disclaimers.md). */
export async function findActiveDisclaimer(db: TenantDb) {
  const [row] = await db
    .select({
      id: disclaimers.id,
      name: disclaimers.name,
      value: disclaimers.value,
      version: disclaimers.version,
    })
    .from(disclaimers)
    .where(eq(disclaimers.isActive, true))
    .orderBy(desc(disclaimers.createTime), desc(disclaimers.id))
    .limit(1);
  return row ?? null;
}

/** A text I accepted before: its version and words, to show what changed since (docs/portal-app.md). */
export interface AcceptedDisclaimer {
  id: number;
  version: string;
  value: string;
  acceptTime: Date;
}

export interface MyDisclaimer {
  id: number;
  name: string;
  value: string;
  version: string;
  isAccepted: boolean;
  acceptTime: Date | null;
  /** The newest other disclaimer I accepted, when I have not accepted the active one; null otherwise. */
  lastAccepted: AcceptedDisclaimer | null;
}

/** The newest disclaimer other than `activeId` that the user accepted. */
async function lastAcceptedOther(
  db: TenantDb,
  userId: number,
  activeId: number,
): Promise<AcceptedDisclaimer | null> {
  const [row] = await db
    .select({
      id: disclaimers.id,
      version: disclaimers.version,
      value: disclaimers.value,
      acceptTime: disclaimerUsers.createTime,
    })
    .from(disclaimerUsers)
    .innerJoin(disclaimers, eq(disclaimers.id, disclaimerUsers.disclaimerId))
    .where(and(eq(disclaimerUsers.userId, userId), ne(disclaimerUsers.disclaimerId, activeId)))
    .orderBy(desc(disclaimerUsers.createTime), desc(disclaimerUsers.id))
    .limit(1);
  return row ?? null;
}

/**
 * The portal: the active disclaimer and whether I accepted it, and — when I have not — the text I accepted
 * last, so the app shows what changed; `data: null` when there is none.
 */
export async function myActiveDisclaimer({ db, session }: OperationContext): Promise<Envelope<MyDisclaimer>> {
  const { userId } = session;
  const active = await findActiveDisclaimer(db);
  if (!active) return { ...ok(null), data: null };
  const [accepted] = await db
    .select({ createTime: disclaimerUsers.createTime })
    .from(disclaimerUsers)
    .where(and(eq(disclaimerUsers.disclaimerId, active.id), eq(disclaimerUsers.userId, userId)));
  const lastAccepted = accepted ? null : await lastAcceptedOther(db, userId, active.id);
  return ok({
    ...active,
    isAccepted: Boolean(accepted),
    acceptTime: accepted?.createTime ?? null,
    lastAccepted,
  });
}

/**
 * The portal: I accept the active disclaimer, named by id (a text that is no longer the active one is
 * refused). Once: accepting again keeps the first acceptance time.
 */
export async function acceptDisclaimer(
  { db, session }: OperationContext,
  { disclaimerId }: z.output<typeof disclaimerAcceptInput>,
): Promise<Envelope<{ id: number }>> {
  const { userId } = session;
  const active = await findActiveDisclaimer(db);
  if (active?.id !== disclaimerId) throw invalidField('disclaimerId');
  await db.insert(disclaimerUsers).values({ disclaimerId, userId }).onConflictDoNothing();
  return ok({ id: disclaimerId });
}
