import { z } from 'zod';
import { id } from './reference.ts';

/** Most users or groups one send may name (the users lookup loads 5000, spec 000 §9). */
export const MAX_RECIPIENTS = 5000;

const ids = z
  .array(id)
  .max(MAX_RECIPIENTS)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/** userIds + groupIds of an announcement, a disaster …: the fields, checked by `recipientsRule`. */
export const recipientFields = { userIds: ids, groupIds: ids };

/**
 * Recipients are users or groups, not both, and at least one (spec 000 §4): the dialog disables the other
 * choice, the server refuses a request that names both or neither.
 */
export function recipientsRule(value: { userIds: number[]; groupIds: number[] }, ctx: z.RefinementCtx): void {
  const users = value.userIds.length > 0;
  const groups = value.groupIds.length > 0;
  if (users && groups) ctx.addIssue({ code: 'custom', message: 'usersOrGroups', path: ['groupIds'] });
  if (!users && !groups) ctx.addIssue({ code: 'custom', message: 'recipientsRequired', path: ['userIds'] });
}
