import { and, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  applicantInterviewers,
  applicantInterviews,
  applicantInterviewVotes,
  applicants,
} from '../db/tenant/applicants.table.ts';
import { ratingItems, ratingResults, ratingTypes } from '../db/tenant/recruitment.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { recordApplicantOperation } from '../modules/recruitment/applicants/operations.ts';
import { concludeInterview, settleResult } from '../modules/recruitment/interviews/conclude-interview.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import type { DemoEngine } from './demo-engine.ts';
import { DEMO_RATING } from './demo-recruitment.seed.ts';
import { runDemoRequest } from './demo-requests.ts';

const DAY = 86_400_000;
/** The demo's own 'today' (as the quizzes'): the interviews lie around it. */
const NOW = Date.UTC(2026, 10, 20, 10);

interface DemoInterview {
  applicant: string;
  /** Indexes into DEMO_EMPLOYEES: the responsible user first. */
  interviewers: readonly number[];
  daysAgo: number;
  description: string;
  /** Each interviewer's votes on the five criteria and result, in the interviewers' order; absent: not yet. */
  recordings: readonly ({ votes: readonly number[]; result: string; text: string } | null)[];
  /** After the last recording, the result's workflow: left waiting, or decided to its end. */
  outcome?: 'waiting' | 'completed';
}

/**
 * One interview recorded by two with a disagreement flagged (its result waits in 'Yönetici ve İK onayı'),
 * one waiting for a vote, one completed through its workflow; a planned one nobody has scored.
 */
export const DEMO_INTERVIEWS: readonly DemoInterview[] = [
  {
    applicant: 'selin.koc@aday.example',
    interviewers: [0, 1],
    daysAgo: 3,
    description: 'Teknik görüşme: İK uzmanlığı deneyimi',
    recordings: [
      { votes: [4, 5, 4, 5, 4], result: 'Olumlu', text: 'Süreçlere hâkim, ekibe uygun.' },
      { votes: [4, 2, 4, 4, 5], result: 'Olumlu', text: 'Vaka sorusunda zorlandı.' },
    ],
    outcome: 'waiting',
  },
  {
    applicant: 'emre.sahin@aday.example',
    interviewers: [1, 2],
    daysAgo: 1,
    description: 'Depo operasyonu görüşmesi',
    recordings: [null, { votes: [3, 4, 4, 5, 3], result: 'Beklemede', text: 'Vardiya düzeni konuşulmalı.' }],
  },
  {
    applicant: 'burak.yildiz@aday.example',
    // calisan1 asks: calisan2 (her manager) and calisan3 ('İnsan Kaynakları') approve
    interviewers: [0, 2],
    daysAgo: 12,
    description: 'Kıdemli geliştirici görüşmesi',
    recordings: [
      { votes: [5, 5, 4, 4, 5], result: 'Olumlu', text: 'Güçlü aday, teklif verilmeli.' },
      { votes: [5, 4, 4, 5, 5], result: 'Olumlu', text: 'Mimari bilgisi iyi.' },
    ],
    outcome: 'completed',
  },
  {
    applicant: 'deniz.ozturk@aday.example',
    interviewers: [0],
    daysAgo: -4,
    description: 'İlk görüşme',
    recordings: [null],
  },
];

/** Id by name of a lookup-like table. */
async function byName(db: TenantDb, table: typeof ratingResults | typeof ratingTypes) {
  return new Map(
    (await db.select({ id: table.id, name: table.name }).from(table)).map((r) => [r.name, r.id]),
  );
}

/**
 * The demo interviews (docs/recruitment.md, Demo data) on the demo applicants, scored by the demo employees
 * at the demo's dates; the last recording concludes an interview and runs its result's workflow through the
 * engine. After the applicants, the rating criteria and the workflows.
 */
export async function seedDemoInterviews(db: TenantDb, engine: DemoEngine): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_EMPLOYEES.map((e) => e.email),
      ),
    );
  const person = (index: number) => people.find((p) => p.email === DEMO_EMPLOYEES[index]?.email);
  const [type] = await db
    .select({ id: ratingTypes.id })
    .from(ratingTypes)
    .where(eq(ratingTypes.name, DEMO_RATING.type));
  const results = await byName(db, ratingResults);
  if (!type || people.length < DEMO_EMPLOYEES.length) return;
  const items = await db
    .select({ id: ratingItems.id })
    .from(ratingItems)
    .where(and(eq(ratingItems.ratingTypeId, type.id), eq(ratingItems.isActive, true)))
    .orderBy(ratingItems.id);
  for (const plan of DEMO_INTERVIEWS) {
    const [applicant] = await db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.email, plan.applicant));
    const team = plan.interviewers.map(person);
    const responsible = team[0];
    if (!applicant || !responsible || team.some((p) => !p)) continue;
    const scheduledAt = new Date(NOW - (plan.daysAgo + 2) * DAY);
    const interviewDate = new Date(NOW - plan.daysAgo * DAY);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applicantInterviews)
        .values({
          applicantId: applicant.id,
          description: plan.description,
          responsibleUserId: responsible.id,
          ratingTypeId: type.id,
          interviewDate,
          createTime: scheduledAt,
        })
        .returning({ id: applicantInterviews.id });
      const interviewId = row?.id ?? 0;
      await tx.insert(applicantInterviewers).values(team.map((p) => ({ interviewId, userId: p?.id ?? 0 })));
      await recordApplicantOperation(tx, {
        applicantId: applicant.id,
        userId: null,
        event: 'interviewScheduled',
        detail: { date: interviewDate.toISOString(), user: `${responsible.name} ${responsible.surname}` },
      });
      return interviewId;
    });
    const recordedAt = new Date(interviewDate.getTime() + DAY / 4);
    await db.transaction(async (tx) => {
      for (const [index, recording] of plan.recordings.entries()) {
        const who = team[index];
        if (!recording || !who) continue;
        await tx.insert(applicantInterviewVotes).values(
          items.map((item, at) => ({
            interviewId: id,
            userId: who.id,
            ratingItemId: item.id,
            vote: recording.votes[at] ?? 3,
          })),
        );
        await tx
          .update(applicantInterviewers)
          .set({
            recordedAt,
            ratingResultId: results.get(recording.result) ?? null,
            resultDescription: recording.text,
          })
          .where(and(eq(applicantInterviewers.interviewId, id), eq(applicantInterviewers.userId, who.id)));
        await recordApplicantOperation(tx, {
          applicantId: applicant.id,
          userId: who.id,
          event: 'interviewRecorded',
          detail: { user: `${who.name} ${who.surname}` },
        });
      }
      if (plan.outcome === 'waiting') await concludeInterview(engine(tx, recordedAt), id);
    });
    if (plan.outcome === 'completed') await completeThroughWorkflow(db, engine, id, recordedAt);
  }
}

/** A recorded interview whose result's workflow is approved step by step, a day apart (the demo's way). */
async function completeThroughWorkflow(db: TenantDb, engine: DemoEngine, id: number, at: Date) {
  const { requesterId, workflowId } = await db.transaction((tx) => settleResult(tx, id, at));
  if (!requesterId || !workflowId) return;
  const request = { kind: 'interview', subjectId: id, requesterId, workflowId } as const;
  // every step approves (a decision the request no longer waits for is skipped)
  const decide = Array.from({ length: 5 }, () => ({ command: 'Onayla' }));
  await runDemoRequest(db, engine, request, at, { decide });
}
