import { eq, inArray } from 'drizzle-orm';
import { PermissionStatus, pluralKey, translate } from '@pano/contract';
import { permissions, permissionTypes } from '../../db/tenant/leave.table.ts';
import type { RequestKind } from '../requests/engine/request-kind.ts';

const STATUS = {
  approved: PermissionStatus.Approved,
  rejected: PermissionStatus.Rejected,
  cancelled: PermissionStatus.Cancelled,
} as const;

/** DD.MM.YYYY of a calendar day (YYYY-MM-DD). */
export const shownDay = (day: string) => day.split('-').reverse().join('.');

/**
 * Leave requests run their type's workflow for the requester's role (docs/leave.md, docs/approvals.md): the
 * request's status follows (2 approved, 3 rejected, 4 cancelled), completed when the workflow ends.
 */
export const leaveRequestKind: RequestKind = {
  name: 'leave',
  async apply(tx, subjectId, change) {
    const set = {
      ...(change.state ? { permissionStatusId: STATUS[change.state] } : {}),
      ...(change.completedAt ? { isCompleted: true, completedDate: change.completedAt } : {}),
    };
    if (Object.keys(set).length) await tx.update(permissions).set(set).where(eq(permissions.id, subjectId));
  },
  async summaries(db, subjectIds, lang) {
    if (!subjectIds.length) return new Map();
    const rows = await db
      .select({
        id: permissions.id,
        type: permissionTypes.name,
        start: permissions.startDate,
        end: permissions.endDate,
        days: permissions.dayCount,
      })
      .from(permissions)
      .innerJoin(permissionTypes, eq(permissionTypes.id, permissions.permissionTypeId))
      .where(inArray(permissions.id, [...subjectIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        // '1 working day', '1.5 working days' (issue 48, 18)
        translate(lang, pluralKey(lang, 'requestSummary.leave', row.days), {
          type: row.type,
          start: shownDay(row.start),
          end: shownDay(row.end),
          days: row.days,
        }),
      ]),
    );
  },
};
