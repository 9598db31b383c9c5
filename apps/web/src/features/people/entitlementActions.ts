import { leaveAdjustmentInput, leaveEntitlementInput } from '@pano/contract';
import type { FormActionDefinition } from '../../crud/core/definition.ts';

const CLEARS = ['leaveEntitlement', 'user'] as const;

/** 'Düzelt': HR adds or takes away days of the current service year, with a reason (docs/leave.md). */
export const adjustLeaveAction: FormActionDefinition = {
  titleKey: 'people.leave.adjustOf',
  mutation: 'adjustLeaveBalance',
  fields: [
    { name: 'days', kind: 'number', hintKey: 'people.leave.adjustHint' },
    { name: 'reason', kind: 'multiline' },
  ],
  hiddenInputs: [{ name: 'userId', type: 'Int!' }],
  schema: leaveAdjustmentInput,
  initialValues: (row) => ({ userId: row.id, days: null, reason: '' }),
  successKey: 'people.leave.adjusted',
  clearsCache: CLEARS,
};

/** 'Yılın hakkını belirle': HR's figure for the current service year instead of the law's. */
export const overrideLeaveAction: FormActionDefinition = {
  titleKey: 'people.leave.overrideOf',
  mutation: 'setLeaveEntitlement',
  fields: [
    { name: 'days', kind: 'number' },
    { name: 'reason', kind: 'multiline' },
  ],
  hiddenInputs: [
    { name: 'userId', type: 'Int!' },
    { name: 'leaveYear', type: 'String!' },
  ],
  schema: leaveEntitlementInput,
  initialValues: (row) => ({ userId: row.id, leaveYear: row.leaveYear, days: row.days, reason: '' }),
  successKey: 'people.leave.overridden',
  clearsCache: CLEARS,
};
