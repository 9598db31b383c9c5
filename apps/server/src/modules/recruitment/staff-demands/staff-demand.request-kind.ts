import { and, eq, inArray } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { departments } from '../../../db/tenant/organization.table.ts';
import { jobPositions } from '../../../db/tenant/recruitment.table.ts';
import { staffDemands } from '../../../db/tenant/staff-demands.table.ts';
import type { RequestKind } from '../../requests/engine/request-kind.ts';

/**
 * Staff demands run the staff-demand workflow of the requester's role (docs/recruitment.md): the demand
 * follows its request while it runs. Approved keeps it open (HR now looks for people: it completes when it
 * is filled or closed); rejected and cancelled complete it. A demand that left 'running' is not touched.
 */
export const staffDemandRequestKind: RequestKind = {
  name: 'staffDemand',
  async apply(tx, subjectId, change) {
    if (!change.state) return;
    const ends = change.state !== 'approved';
    await tx
      .update(staffDemands)
      .set({
        state: change.state,
        ...(ends ? { isCompleted: true, completedDate: change.completedAt ?? new Date() } : {}),
      })
      .where(and(eq(staffDemands.id, subjectId), eq(staffDemands.state, 'running')));
  },
  async summaries(db, subjectIds, lang) {
    if (!subjectIds.length) return new Map();
    const rows = await db
      .select({ id: staffDemands.id, position: jobPositions.name, department: departments.name })
      .from(staffDemands)
      .leftJoin(jobPositions, eq(jobPositions.id, staffDemands.jobPositionId))
      .leftJoin(departments, eq(departments.id, staffDemands.departmentId))
      .where(inArray(staffDemands.id, [...subjectIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        translate(lang, 'requestSummary.staffDemand', {
          position: row.position ?? '-',
          department: row.department ?? '-',
        }),
      ]),
    );
  },
};
