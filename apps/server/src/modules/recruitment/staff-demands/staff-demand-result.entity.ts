import { eq, inArray } from 'drizzle-orm';
import { staffDemandResultResource } from '@pano/contract';
import { applicants, staffDemandResults } from '../../../db/tenant/applicants.table.ts';
import { educationStatuses, employmentTypes } from '../../../db/tenant/recruitment.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import type { EntityDefinition, WriteContext } from '../../../crud/entity-definition.ts';
import { recordApplicantOperation } from '../applicants/operations.ts';
import { DomainError } from '../../../kernel/envelope.ts';
import { plainObject } from '../../../graphql/objects.ts';
import type { Kit, ObjectRef } from '../../../graphql/builder.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { openDemand } from './close-staff-demand.ts';

interface Named {
  name: string;
}
interface ResultApplicant {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  reference: string | null;
  employmentType: Named | null;
  educationStatus: Named | null;
}

/** The applicant of each result row, with the names the results table shows. */
async function applicantsOf(db: TenantDb, ids: readonly number[]): Promise<Map<number, ResultApplicant>> {
  const rows = await db
    .select({
      resultId: staffDemandResults.id,
      id: applicants.id,
      name: applicants.name,
      surname: applicants.surname,
      reference: applicants.reference,
      employmentType: employmentTypes.name,
      educationStatus: educationStatuses.name,
    })
    .from(staffDemandResults)
    .innerJoin(applicants, eq(applicants.id, staffDemandResults.applicantId))
    .leftJoin(employmentTypes, eq(employmentTypes.id, applicants.employmentTypeId))
    .leftJoin(educationStatuses, eq(educationStatuses.id, applicants.educationStatusId))
    .where(inArray(staffDemandResults.id, [...ids]));
  return new Map(
    rows.map(({ resultId, employmentType, educationStatus, ...applicant }) => [
      resultId,
      {
        ...applicant,
        fullName: fullNameOf(applicant),
        employmentType: employmentType === null ? null : { name: employmentType },
        educationStatus: educationStatus === null ? null : { name: educationStatus },
      },
    ]),
  );
}

function applicantType(kit: Kit) {
  const named = plainObject<Named>(kit, 'StaffDemandResultName', { name: 'String' }) as ObjectRef<never>;
  return plainObject<ResultApplicant>(kit, 'StaffDemandApplicant', {
    id: 'Int',
    name: 'String',
    surname: 'String',
    fullName: 'String',
    reference: 'String?',
    employmentType: { object: named, nullable: true },
    educationStatus: { object: named, nullable: true },
  });
}

/** The applicant's line for being linked to (or taken off) a demand, naming the demand by number. */
async function demandLine(
  ctx: WriteContext,
  row: Record<string, unknown>,
  event: 'demandLinked' | 'demandUnlinked',
): Promise<void> {
  await recordApplicantOperation(ctx.db, {
    applicantId: row.applicantId as number,
    userId: ctx.session.userId,
    event,
    detail: { demand: row.staffDemandId as number },
  });
}

/**
 * An applicant considered for a staff demand (the detail's results table): HR adds one while the demand
 * runs or is approved (an applicant once per demand), and removes one while it is open. Helper modules
 * link the interview (`interviewId`) when one is set for the demand: `isSetInterView` and
 * `applicantInterViewId` say so.
 */
export const staffDemandResultEntity: EntityDefinition = {
  api: staffDemandResultResource,
  table: staffDemandResults,
  hasActive: false,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['staffDemandId', 'applicantId'],
  uniqueWithin: [{ field: 'applicantId', within: 'staffDemandId' }],
  extraFields: {
    applicant: {
      type: (kit) => applicantType(kit) as never,
      nullable: true,
      batch: (db, ids) => applicantsOf(db, ids),
      fallback: null,
    },
    isSetInterView: {
      type: 'Boolean',
      reads: ['interviewId'],
      resolve: (row) => row.interviewId != null,
    },
    applicantInterViewId: {
      type: 'Int',
      nullable: true,
      reads: ['interviewId'],
      resolve: (row) => row.interviewId ?? null,
    },
  },
  hooks: {
    async beforeWrite(ctx, values) {
      await openDemand(ctx.db, values.staffDemandId as number, true);
    },
    // the applicant's operations tab says so, as every change of an applicant (issue 28 §3)
    async afterWrite(ctx, _id, values, mode) {
      if (mode === 'create') await demandLine(ctx, values, 'demandLinked');
    },
    async afterRemove(ctx, _id, removed) {
      await demandLine(ctx, removed, 'demandUnlinked');
    },
    async beforeRemove(ctx, id) {
      const [row] = await ctx.db
        .select({ staffDemandId: staffDemandResults.staffDemandId })
        .from(staffDemandResults)
        .where(eq(staffDemandResults.id, id));
      if (!row) throw new DomainError('NotFound');
      await openDemand(ctx.db, row.staffDemandId, true);
    },
  },
};
