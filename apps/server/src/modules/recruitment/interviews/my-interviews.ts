import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  applicantInterviewers,
  applicantInterviews,
  applicants,
} from '../../../db/tenant/applicants.table.ts';
import { ratingResults, ratingTypes } from '../../../db/tenant/recruitment.table.ts';
import { ok, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { portalPage, portalPager } from '../../portal/portal-pager.ts';
import { criteriaOf, interviewersOf, votesOf, type Named } from './interview-views.ts';

export const myInterviewPager = portalPager.extend({ isInterviewed: z.boolean().nullish() });

export interface PortalVote {
  ratingItemId: number;
  vote: number;
}

/** Another interviewer: whether they recorded; their votes and result only once I have recorded mine. */
export interface OtherInterviewer {
  fullName: string;
  isResponsible: boolean;
  recorded: boolean;
  ratings: PortalVote[];
  ratingResult: Named | null;
  resultDescription: string | null;
}

export interface MyInterview {
  id: number;
  applicantId: number;
  applicantFullName: string;
  interviewDate: Date;
  description: string | null;
  ratingTypeName: string;
  isResponsible: boolean;
  isInterviewed: boolean;
  isCompleted: boolean;
  recorded: boolean;
  recordedDate: Date | null;
  ratingItems: Named[];
  ratings: PortalVote[];
  ratingResult: Named | null;
  resultDescription: string | null;
  others: OtherInterviewer[];
  ratingResults: Named[];
}

/**
 * Portal `myInterviews(pagerModel {pageNumber pageSize isInterviewed})`: the interviews I score, latest date
 * first, with the criteria to vote on and the results to choose from. Blind: the others' votes and results
 * come only after I recorded mine (who has recorded is shown; what they gave is not).
 */
export async function myInterviews(
  { db, session }: OperationContext,
  { pageNumber, pageSize, isInterviewed }: z.output<typeof myInterviewPager>,
): Promise<Envelope<MyInterview[]>> {
  const mine = and(
    eq(applicantInterviewers.userId, session.userId),
    typeof isInterviewed === 'boolean' ? eq(applicantInterviews.isInterviewed, isInterviewed) : undefined,
  );
  const { rows, total } = await portalPage(
    db,
    { pageNumber, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          id: applicantInterviews.id,
          applicantId: applicantInterviews.applicantId,
          name: applicants.name,
          surname: applicants.surname,
          interviewDate: applicantInterviews.interviewDate,
          description: applicantInterviews.description,
          ratingTypeName: ratingTypes.name,
          responsibleUserId: applicantInterviews.responsibleUserId,
          isInterviewed: applicantInterviews.isInterviewed,
          isCompleted: applicantInterviews.isCompleted,
        })
        .from(applicantInterviewers)
        .innerJoin(applicantInterviews, eq(applicantInterviews.id, applicantInterviewers.interviewId))
        .innerJoin(applicants, eq(applicants.id, applicantInterviews.applicantId))
        .innerJoin(ratingTypes, eq(ratingTypes.id, applicantInterviews.ratingTypeId))
        .where(mine)
        .orderBy(desc(applicantInterviews.interviewDate), desc(applicantInterviews.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ value: count() })
        .from(applicantInterviewers)
        .innerJoin(applicantInterviews, eq(applicantInterviews.id, applicantInterviewers.interviewId))
        .where(mine),
  );
  const ids = rows.map((row) => row.id);
  const criteria = await criteriaOf(db, ids);
  const votes = await votesOf(db, ids);
  const interviewers = await interviewersOf(db, ids);
  const results = await db
    .select({ id: ratingResults.id, name: ratingResults.name })
    .from(ratingResults)
    .where(eq(ratingResults.isActive, true))
    .orderBy(asc(ratingResults.name), asc(ratingResults.id));
  const votesBy = (interviewId: number, userId: number) =>
    (votes.get(interviewId) ?? [])
      .filter((vote) => vote.userId === userId)
      .map(({ ratingItemId, vote }) => ({ ratingItemId, vote }));
  const data = rows.map((row): MyInterview => {
    const people = interviewers.get(row.id) ?? [];
    const me = people.find((person) => person.userId === session.userId);
    const recorded = me?.recorded ?? false;
    return {
      id: row.id,
      applicantId: row.applicantId,
      applicantFullName: fullNameOf(row),
      interviewDate: row.interviewDate,
      description: row.description,
      ratingTypeName: row.ratingTypeName,
      isResponsible: row.responsibleUserId === session.userId,
      isInterviewed: row.isInterviewed,
      isCompleted: row.isCompleted,
      recorded,
      recordedDate: me?.recordedDate ?? null,
      ratingItems: criteria.get(row.id) ?? [],
      ratings: votesBy(row.id, session.userId),
      ratingResult: me?.ratingResult ?? null,
      resultDescription: me?.resultDescription ?? null,
      others: people
        .filter((person) => person.userId !== session.userId)
        .map((person) => ({
          fullName: person.user.fullName,
          isResponsible: person.isResponsible,
          recorded: person.recorded,
          ratings: recorded ? votesBy(row.id, person.userId) : [],
          ratingResult: recorded ? person.ratingResult : null,
          resultDescription: recorded ? person.resultDescription : null,
        })),
      ratingResults: results,
    };
  });
  return ok(data, total);
}
