import { z } from 'zod';
import { id, requiredName } from './reference.ts';

/** Complaint types: name required (spec 000 §5). */
export const complaintTypeCreateInput = z.object({ name: requiredName });
export const complaintTypeUpdateInput = complaintTypeCreateInput.extend({ id });

export const COMPLAINT_MAX_LENGTH = 4000;

/** A complaint an employee sends from the portal: a type and a description, nothing about the sender. */
export const complaintSendInput = z.object({
  complaintTypeId: id,
  description: z.string().trim().min(1).max(COMPLAINT_MAX_LENGTH),
});

export type ComplaintSendInput = z.infer<typeof complaintSendInput>;
