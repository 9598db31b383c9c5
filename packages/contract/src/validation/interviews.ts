import { z } from 'zod';
import { id } from './reference.ts';
import { isRealDay } from './text.ts';

/** Interviews of an applicant (spec 002 §3 ApplicantInterview; docs/recruitment.md 'Interviews'). */
export const INTERVIEW_TEXT_MAX_LENGTH = 2000;
export const INTERVIEW_VOTE_MIN = 1;
export const INTERVIEW_VOTE_MAX = 5;
/** Votes on one criterion further apart than this are flagged (issue 28 §3: 'more than two points'). */
export const INTERVIEW_DISAGREEMENT_POINTS = 2;
export const INTERVIEWERS_MAX = 20;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A moment 'YYYY-MM-DDTHH:mm' (seconds, milliseconds and a zone may follow) on a real day; without a zone it
 * is Turkey's time (UTC+3), as the panel's date-time box sends it.
 */
export function isInterviewDate(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isRealDay(match[1] ?? '')) return false;
  return Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4] ?? 0) < 60;
}

/** The moment an interview date names (Turkey's time when it names no zone). */
export function interviewMoment(value: string): Date {
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+03:00`);
}

/** Kept as the moment it names ('…Z'), so what is read back is what was meant. */
const interviewDate = z
  .string()
  .trim()
  .refine(isInterviewDate, { message: 'dateTime' })
  .transform((value) => interviewMoment(value).toISOString());
const text = z.string().trim().max(INTERVIEW_TEXT_MAX_LENGTH).nullish();

/**
 * HR schedules an interview: the applicant, a responsible user (always an interviewer), other interviewers,
 * the rating type whose criteria are scored, when, and the staff demand it is for.
 */
export const applicantInterviewCreateInput = z.object({
  applicantId: id,
  description: text,
  responsibleUserId: id,
  interviewerIds: z.array(id).max(INTERVIEWERS_MAX).nullish(),
  ratingTypeId: id,
  interviewDate,
  staffDemandId: id.nullish().transform((value) => value ?? null),
});
export const applicantInterviewUpdateInput = applicantInterviewCreateInput.extend({ id });

/** HR completes a recorded interview with its result. */
export const applicantInterviewCompleteInput = z.object({
  id,
  ratingResultId: id,
  resultDescription: text,
});

/** Portal: my votes (1–5 per criterion of the interview's rating type), my result and its description. */
export const interviewRecordInput = z.object({
  interviewId: id,
  ratings: z
    .array(
      z.object({
        ratingItemId: id,
        vote: z.number().int().min(INTERVIEW_VOTE_MIN).max(INTERVIEW_VOTE_MAX),
      }),
    )
    .min(1)
    .max(100),
  resultDescription: text,
  ratingResultId: id,
});

export type InterviewRecordInput = z.infer<typeof interviewRecordInput>;
export type ApplicantInterviewCreateInput = z.infer<typeof applicantInterviewCreateInput>;
