import { z } from 'zod';
import { id, requiredName } from './reference.ts';
import { isoDay } from './text.ts';

/** Leave request statuses (spec 002 §3: a status name per request; docs/leave.md). 0 in a filter is all. */
export const PermissionStatus = {
  Waiting: 1,
  Approved: 2,
  Rejected: 3,
  Cancelled: 4,
} as const;
export const PERMISSION_STATUSES = [
  PermissionStatus.Waiting,
  PermissionStatus.Approved,
  PermissionStatus.Rejected,
  PermissionStatus.Cancelled,
] as const;

export const PERMISSION_DESCRIPTION_MAX_LENGTH = 1000;
export const PERMISSION_CODE_MAX_LENGTH = 50;

/** Leave type: name required, code sent empty (spec 002 §3, §5, §9). */
export const permissionTypeCreateInput = z.object({
  name: requiredName,
  code: z.string().trim().max(PERMISSION_CODE_MAX_LENGTH).nullish(),
});
export const permissionTypeUpdateInput = permissionTypeCreateInput.extend({ id });

/** A role that may request a leave type, and the workflow its requests follow (spec 002 §5). */
export const permissionTypeRoleCreateInput = z.object({ permissionTypeId: id, roleId: id, workflowId: id });
export const permissionTypeRoleUpdateInput = permissionTypeRoleCreateInput.extend({ id });

/** An employee's leave request from the portal: a type, the first and last day (inclusive), a note. */
export const permissionRequestInput = z
  .object({
    permissionTypeId: id,
    startDate: isoDay,
    endDate: isoDay,
    description: z.string().trim().max(PERMISSION_DESCRIPTION_MAX_LENGTH).nullish(),
  })
  .refine((value) => value.startDate <= value.endDate, { message: 'endBeforeStart', path: ['endDate'] });

/** Cancels one of my waiting requests. */
export const permissionCancelInput = z.object({ id });

export type PermissionRequestInput = z.infer<typeof permissionRequestInput>;
