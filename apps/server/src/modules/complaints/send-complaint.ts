import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { complaintSendInput } from '@pano/contract';
import { complaints, complaintTypes } from '../../db/tenant/complaints.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { isPgError, PgCode } from '../../kernel/pg-error.ts';
import type { OperationContext } from '../../request/context.ts';

export interface PortalComplaintType {
  id: number;
  name: string;
}

/** The types an employee chooses from, by name. */
export async function portalComplaintTypes({
  db,
}: OperationContext): Promise<Envelope<PortalComplaintType[]>> {
  const rows = await db
    .select({ id: complaintTypes.id, name: complaintTypes.name })
    .from(complaintTypes)
    .orderBy(asc(complaintTypes.name), asc(complaintTypes.id))
    .limit(1000);
  return ok(rows, rows.length);
}

/**
 * Stores an anonymous complaint: a type, a description and a time only — not the sender's id, address or
 * device (docs/complaints.md). Nor a history row: even one without a user would place the sender by its
 * channel and time (docs/history.md, Not in the history).
 */
export async function sendComplaint(
  { db }: OperationContext,
  values: z.output<typeof complaintSendInput>,
): Promise<Envelope<{ id: number }>> {
  try {
    const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
    return ok({ id: row?.id ?? 0 });
  } catch (error) {
    if (isPgError(error, PgCode.ForeignKeyViolation)) throw invalidField('complaintTypeId');
    throw error;
  }
}
