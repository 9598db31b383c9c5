import { eq, inArray } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { applicantInterviews, applicants } from '../../../db/tenant/applicants.table.ts';
import { ratingResults } from '../../../db/tenant/recruitment.table.ts';
import type { RequestKind } from '../../requests/engine/request-kind.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { markCompleted } from './mark-completed.ts';

/**
 * A recorded interview runs its rating result's workflow (docs/recruitment.md 'Interviews'; requester: the
 * responsible user). However the request ends — approved, rejected or cancelled — the interview is
 * completed then; the result itself was settled when the last interviewer recorded.
 */
export const interviewRequestKind: RequestKind = {
  name: 'interview',
  async apply(tx, subjectId, change) {
    if (change.completedAt) await markCompleted(tx, subjectId, change.completedAt, null);
  },
  async summaries(db, subjectIds, lang) {
    if (!subjectIds.length) return new Map();
    const rows = await db
      .select({
        id: applicantInterviews.id,
        name: applicants.name,
        surname: applicants.surname,
        result: ratingResults.name,
      })
      .from(applicantInterviews)
      .innerJoin(applicants, eq(applicants.id, applicantInterviews.applicantId))
      .leftJoin(ratingResults, eq(ratingResults.id, applicantInterviews.ratingResultId))
      .where(inArray(applicantInterviews.id, [...subjectIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        translate(lang, 'requestSummary.interview', { applicant: fullNameOf(row), result: row.result ?? '' }),
      ]),
    );
  },
};
