import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  applicantInterviewers,
  applicantInterviews,
  applicantInterviewVotes,
} from '../../../db/tenant/applicants.table.ts';
import { ratingItems, ratingResults } from '../../../db/tenant/recruitment.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import type { TenantDb, TenantTx } from '../../../db/tenant-db.ts';
import type { Kit, ObjectRef } from '../../../graphql/builder.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { criterionScores, type Criterion, type CriterionScore } from './interview-scores.ts';

type Db = TenantDb | TenantTx;

export interface Named {
  id: number;
  name: string;
}

export interface InterviewerView {
  userId: number;
  user: { id: number; name: string; surname: string; fullName: string };
  isResponsible: boolean;
  recorded: boolean;
  recordedDate: Date | null;
  ratingResult: Named | null;
  resultDescription: string | null;
}

/** `{ id name }` of a criterion or a result, on both services. */
export const namedType = (kit: Kit) =>
  plainObject<Named>(kit, 'InterviewNamed', { id: 'Int', name: 'String' });

/** `ApplicantInterview.ratings`: a criterion with its mean (`vote`), spread, flag and every vote. */
export function ratingType(kit: Kit): ObjectRef<CriterionScore> {
  const vote = plainObject<{ userId: number; vote: number }>(kit, 'InterviewVote', {
    userId: 'Int',
    vote: 'Int',
  });
  return plainObject<CriterionScore>(kit, 'InterviewRating', {
    ratingItemId: 'Int',
    ratingItem: { object: namedType(kit) as ObjectRef<never> },
    vote: 'Float?',
    spread: 'Int?',
    disagreement: 'Boolean',
    voteCount: 'Int',
    votes: { list: vote as ObjectRef<never> },
  });
}

/** `ApplicantInterview.interviewers`: who scores it, whether they recorded, and their own result. */
export function interviewerType(kit: Kit): ObjectRef<InterviewerView> {
  const user = plainObject<InterviewerView['user']>(kit, 'InterviewUser', {
    id: 'Int',
    name: 'String',
    surname: 'String',
    fullName: 'String',
  });
  return plainObject<InterviewerView>(kit, 'ApplicantInterviewer', {
    userId: 'Int',
    user: { object: user as ObjectRef<never> },
    isResponsible: 'Boolean',
    recorded: 'Boolean',
    recordedDate: 'String?',
    ratingResult: { object: namedType(kit) as ObjectRef<never>, nullable: true },
    resultDescription: 'String?',
  });
}

/**
 * The criteria an interview is scored on: its rating type's active items, and any item already voted on
 * (made passive since), in the order they were written.
 */
export async function criteriaOf(db: Db, interviewIds: readonly number[]): Promise<Map<number, Criterion[]>> {
  if (!interviewIds.length) return new Map();
  const interviews = await db
    .select({ id: applicantInterviews.id, ratingTypeId: applicantInterviews.ratingTypeId })
    .from(applicantInterviews)
    .where(inArray(applicantInterviews.id, [...interviewIds]));
  const typeIds = [...new Set(interviews.map((row) => row.ratingTypeId))];
  const voted = db
    .selectDistinct({ id: applicantInterviewVotes.ratingItemId })
    .from(applicantInterviewVotes)
    .where(inArray(applicantInterviewVotes.interviewId, [...interviewIds]));
  const items = typeIds.length
    ? await db
        .select({ id: ratingItems.id, name: ratingItems.name, ratingTypeId: ratingItems.ratingTypeId })
        .from(ratingItems)
        .where(
          and(
            inArray(ratingItems.ratingTypeId, typeIds),
            or(eq(ratingItems.isActive, true), inArray(ratingItems.id, voted)),
          ),
        )
        .orderBy(asc(ratingItems.id))
    : [];
  return new Map(
    interviews.map((interview) => [
      interview.id,
      items
        .filter((item) => item.ratingTypeId === interview.ratingTypeId)
        .map(({ id, name }) => ({ id, name })),
    ]),
  );
}

/** Every vote of the interviews, by interview. */
export async function votesOf(db: Db, interviewIds: readonly number[]) {
  const rows = interviewIds.length
    ? await db
        .select({
          interviewId: applicantInterviewVotes.interviewId,
          ratingItemId: applicantInterviewVotes.ratingItemId,
          userId: applicantInterviewVotes.userId,
          vote: applicantInterviewVotes.vote,
        })
        .from(applicantInterviewVotes)
        .where(inArray(applicantInterviewVotes.interviewId, [...interviewIds]))
        .orderBy(asc(applicantInterviewVotes.id))
    : [];
  const byInterview = new Map<number, typeof rows>();
  for (const row of rows)
    byInterview.set(row.interviewId, [...(byInterview.get(row.interviewId) ?? []), row]);
  return byInterview;
}

/** The panel's ratings of each interview: every recorded vote counts (the panel is not blind). */
export async function ratingsOf(
  db: Db,
  interviewIds: readonly number[],
): Promise<Map<number, CriterionScore[]>> {
  // one after another: a transaction's single connection takes one query at a time
  const criteria = await criteriaOf(db, interviewIds);
  const votes = await votesOf(db, interviewIds);
  return new Map(
    interviewIds.map((id) => [id, criterionScores(criteria.get(id) ?? [], votes.get(id) ?? [])]),
  );
}

/** The interviewers of each interview, the responsible user first, then by name. */
export async function interviewersOf(
  db: Db,
  interviewIds: readonly number[],
): Promise<Map<number, InterviewerView[]>> {
  if (!interviewIds.length) return new Map();
  const rows = await db
    .select({
      interviewId: applicantInterviewers.interviewId,
      userId: applicantInterviewers.userId,
      name: users.name,
      surname: users.surname,
      responsibleUserId: applicantInterviews.responsibleUserId,
      recordedAt: applicantInterviewers.recordedAt,
      resultDescription: applicantInterviewers.resultDescription,
      ratingResultId: applicantInterviewers.ratingResultId,
      ratingResultName: ratingResults.name,
    })
    .from(applicantInterviewers)
    .innerJoin(users, eq(users.id, applicantInterviewers.userId))
    .innerJoin(applicantInterviews, eq(applicantInterviews.id, applicantInterviewers.interviewId))
    .leftJoin(ratingResults, eq(ratingResults.id, applicantInterviewers.ratingResultId))
    .where(inArray(applicantInterviewers.interviewId, [...interviewIds]))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
  const byInterview = new Map<number, InterviewerView[]>();
  for (const row of rows) {
    const view: InterviewerView = {
      userId: row.userId,
      user: { id: row.userId, name: row.name, surname: row.surname, fullName: fullNameOf(row) },
      isResponsible: row.userId === row.responsibleUserId,
      recorded: row.recordedAt !== null,
      recordedDate: row.recordedAt,
      ratingResult:
        row.ratingResultId !== null ? { id: row.ratingResultId, name: row.ratingResultName ?? '' } : null,
      resultDescription: row.resultDescription,
    };
    const list = byInterview.get(row.interviewId) ?? [];
    if (view.isResponsible) list.unshift(view);
    else list.push(view);
    byInterview.set(row.interviewId, list);
  }
  return byInterview;
}
