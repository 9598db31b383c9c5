import { and, desc, eq } from 'drizzle-orm';
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

export interface MyDisclaimer {
  id: number;
  name: string;
  value: string;
  version: string;
  isAccepted: boolean;
  acceptTime: Date | null;
}

/** The portal: the active disclaimer and whether I accepted it; `data: null` when there is none. */
export async function myActiveDisclaimer({ db, session }: OperationContext): Promise<Envelope<MyDisclaimer>> {
  const { userId } = session;
  const active = await findActiveDisclaimer(db);
  if (!active) return { ...ok(null), data: null };
  const [accepted] = await db
    .select({ createTime: disclaimerUsers.createTime })
    .from(disclaimerUsers)
    .where(and(eq(disclaimerUsers.disclaimerId, active.id), eq(disclaimerUsers.userId, userId)));
  return ok({ ...active, isAccepted: Boolean(accepted), acceptTime: accepted?.createTime ?? null });
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
