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

/**
 * What a leave type's days draw on (docs/leave.md): the annual entitlement, the type's own yearly allowance
 * ('Mazeret izni' 5 days a year), or nothing (sick leave, unpaid leave: recorded and approved, never counted).
 */
export const LEAVE_DRAWS = ['annual', 'own', 'none'] as const;
export type LeaveDraw = (typeof LEAVE_DRAWS)[number];
export const LEAVE_ALLOWANCE_MAX = 365;

const leaveTypeFields = {
  name: requiredName,
  code: z.string().trim().max(PERMISSION_CODE_MAX_LENGTH).nullish(),
  /** Left out: the annual entitlement, as every type drew before. */
  drawsOn: z
    .enum(LEAVE_DRAWS)
    .nullish()
    .transform((value) => value ?? 'annual'),
  /** The type's own days a calendar year: required when it draws on them (halves allowed). */
  yearlyDays: z.number().min(0).max(LEAVE_ALLOWANCE_MAX).multipleOf(0.5).nullish(),
};
const ownNeedsDays = (value: { drawsOn: LeaveDraw; yearlyDays?: number | null }) =>
  value.drawsOn !== 'own' || typeof value.yearlyDays === 'number';

/** Leave type: name required, code sent empty (spec 002 §3, §5, §9); how its days count (issue 29 §1). */
export const permissionTypeCreateInput = z
  .object(leaveTypeFields)
  .refine(ownNeedsDays, { message: 'required', path: ['yearlyDays'] });
export const permissionTypeUpdateInput = z
  .object({ ...leaveTypeFields, id })
  .refine(ownNeedsDays, { message: 'required', path: ['yearlyDays'] });

/** A role that may request a leave type, and the workflow its requests follow (spec 002 §5). */
export const permissionTypeRoleCreateInput = z.object({ permissionTypeId: id, roleId: id, workflowId: id });
export const permissionTypeRoleUpdateInput = permissionTypeRoleCreateInput.extend({ id });

/** An employee's leave request from the portal: a type, the first and last day (inclusive), a note. */
/** Half a day of leave: the morning or the afternoon of one date (docs/leave.md). */
export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

export const permissionRequestInput = z
  .object({
    permissionTypeId: id,
    startDate: isoDay,
    endDate: isoDay,
    description: z.string().trim().max(PERMISSION_DESCRIPTION_MAX_LENGTH).nullish(),
    /** Only on a one-date request: the morning or the afternoon of it. */
    halfDay: z.enum(HALF_DAYS).nullish(),
  })
  .refine((value) => value.startDate <= value.endDate, { message: 'endBeforeStart', path: ['endDate'] })
  .refine((value) => !value.halfDay || value.startDate === value.endDate, {
    message: 'halfDayOneDate',
    path: ['halfDay'],
  });

/** Cancels one of my waiting requests. */
export const permissionCancelInput = z.object({ id });

export type PermissionRequestInput = z.infer<typeof permissionRequestInput>;

export const HOLIDAY_NAME_MAX_LENGTH = 200;

/** A public holiday of the tenant's calendar (docs/leave.md): a date once, a name, a full or a half day. */
export const holidayCreateInput = z.object({
  day: isoDay,
  name: requiredName.max(HOLIDAY_NAME_MAX_LENGTH),
  isHalfDay: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export const holidayUpdateInput = holidayCreateInput.extend({ id });

/** The years a holiday calendar is kept for (the leave window reaches two years ahead). */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
const year = z.number().int().min(HOLIDAY_YEAR_MIN).max(HOLIDAY_YEAR_MAX);

/** Copies a year's holidays to another year; `addOfficialHolidays` fills a year from Turkey's calendar. */
export const holidayCopyInput = z.object({ fromYear: year, toYear: year });
export const officialHolidaysInput = z.object({ year });

/** How far a manual adjustment or a year's figure may go, in days (halves allowed). */
export const LEAVE_LEDGER_MAX_DAYS = 365;
export const LEAVE_REASON_MAX_LENGTH = 500;
const leaveReason = z.string().trim().min(1, { message: 'required' }).max(LEAVE_REASON_MAX_LENGTH);

/**
 * HR adds or takes away annual leave days of a user's current service year (issue 29 §3; docs/leave.md):
 * not zero, halves allowed, a reason always.
 */
export const leaveAdjustmentInput = z.object({
  userId: id,
  days: z
    .number()
    .min(-LEAVE_LEDGER_MAX_DAYS)
    .max(LEAVE_LEDGER_MAX_DAYS)
    .multipleOf(0.5)
    .refine((days) => days !== 0, { message: 'notZero' }),
  reason: leaveReason,
});

/** HR sets the granted figure of one of a user's service years (its first day), instead of the law's. */
export const leaveEntitlementInput = z.object({
  userId: id,
  leaveYear: isoDay,
  days: z.number().min(0).max(LEAVE_LEDGER_MAX_DAYS).multipleOf(0.5),
  reason: leaveReason,
});

/** What a leave ledger row records (docs/leave.md): the year's grant, the days carried in, HR's changes. */
export const LEAVE_LEDGER_KINDS = ['granted', 'carried', 'adjusted', 'override'] as const;
export type LeaveLedgerKind = (typeof LEAVE_LEDGER_KINDS)[number];

/** The user whose leave entitlement the panel shows. */
export const leaveEntitlementQuery = z.object({ userId: id });
