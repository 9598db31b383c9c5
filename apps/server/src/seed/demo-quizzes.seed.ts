import { inArray } from 'drizzle-orm';
import { AnswerType } from '@pano/contract';
import type { TenantDb, TenantTx } from '../db/tenant-db.ts';
import { roles } from '../db/tenant/organization.table.ts';
import {
  questions,
  quizAttemptAnswers,
  quizQuestionAnswers,
  quizQuestions,
  quizResultScoreRanges,
  quizTypeRoles,
  quizTypes,
  quizzes,
} from '../db/tenant/quizzes.table.ts';
import { statuses } from '../db/tenant/reference.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { workflows } from '../db/tenant/workflows.table.ts';
import { beginAttempt } from '../modules/quizzes/begin-attempt.ts';
import { finishAttempt } from '../modules/quizzes/finish-attempt.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import type { DemoEngine } from './demo-engine.ts';
import { DEMO_ATTEMPTS, DEMO_QUIZ_TYPES, DEMO_QUIZZES, DEMO_RESULT_STATUSES } from './demo-quizzes.data.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The demo's "today" (the other demo data is dated around it too). */
const NOW = Date.UTC(2026, 10, 20, 10);

async function idsByName(tx: TenantTx, table: typeof workflows | typeof statuses | typeof roles) {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Adds the named rows a lookup table lacks; answers every row's id by name. */
async function ensureNames(
  tx: TenantTx,
  table: typeof workflows | typeof statuses,
  names: readonly string[],
) {
  const existing = await idsByName(tx, table);
  const missing = [...new Set(names)].filter((name) => !existing.has(name));
  if (missing.length) await tx.insert(table).values(missing.map((name) => ({ name })));
  return idsByName(tx, table);
}

/**
 * Demo quizzes (docs/quizzes.md): two types with their roles and workflows, three quizzes with bank
 * questions, answers and score ranges per role, and the demo employees' attempts — finished ones and one
 * that ran out of time — scored by the same code as the portal.
 */
export async function seedDemoQuizzes(db: TenantDb, env: DemoEngine): Promise<void> {
  await db.transaction(async (tx) => {
    const workflowId = await ensureNames(
      tx,
      workflows,
      DEMO_QUIZ_TYPES.map((type) => type.workflow),
    );
    const statusId = await ensureNames(tx, statuses, DEMO_RESULT_STATUSES);
    const roleId = await idsByName(tx, roles);
    const typeId = new Map<string, number>();
    const typeRoles = new Map<string, number[]>();
    for (const type of DEMO_QUIZ_TYPES) {
      const [row] = await tx.insert(quizTypes).values({ name: type.name }).returning({ id: quizTypes.id });
      const id = row?.id as number;
      typeId.set(type.name, id);
      const ids = type.roles.flatMap((role) => (roleId.has(role) ? [roleId.get(role) as number] : []));
      typeRoles.set(type.name, ids);
      await tx.insert(quizTypeRoles).values(
        ids.map((rid) => ({
          quizTypeId: id,
          roleId: rid,
          workflowId: workflowId.get(type.workflow) as number,
        })),
      );
    }
    /** Per quiz: its id and, per question, the quiz question id and its answers' ids. */
    const made = new Map<string, { id: number; questions: { id: number; answers: number[] }[] }>();
    for (const quiz of DEMO_QUIZZES) {
      const [row] = await tx
        .insert(quizzes)
        .values({ name: quiz.name, quizTypeId: typeId.get(quiz.type) as number, totalMinutes: quiz.minutes })
        .returning({ id: quizzes.id });
      const quizId = row?.id as number;
      const madeQuestions: { id: number; answers: number[] }[] = [];
      for (const question of quiz.questions) {
        const [bank] = await tx
          .insert(questions)
          .values({ name: question.name, description: question.description ?? null })
          .returning({ id: questions.id });
        const [inQuiz] = await tx
          .insert(quizQuestions)
          .values({
            quizId,
            questionId: bank?.id as number,
            answerTypeId: question.multiple ? AnswerType.Multiple : AnswerType.Single,
          })
          .returning({ id: quizQuestions.id });
        const answers = await tx
          .insert(quizQuestionAnswers)
          .values(
            question.answers.map(([answer, isTrue]) => ({
              quizQuestionId: inQuiz?.id as number,
              answer,
              isTrue,
            })),
          )
          .returning({ id: quizQuestionAnswers.id });
        madeQuestions.push({ id: inQuiz?.id as number, answers: answers.map((a) => a.id) });
      }
      const workflow = DEMO_QUIZ_TYPES.find((type) => type.name === quiz.type)?.workflow ?? '';
      await tx.insert(quizResultScoreRanges).values(
        (typeRoles.get(quiz.type) ?? []).flatMap((rid) =>
          quiz.ranges.map(([minScore, maxScore, status]) => ({
            quizId,
            roleId: rid,
            statusId: statusId.get(status) as number,
            workflowId: workflowId.get(workflow) as number,
            minScore,
            maxScore,
          })),
        ),
      );
      made.set(quiz.name, { id: quizId, questions: madeQuestions });
    }
    await seedAttempts(tx, made, env);
  });
}

async function seedAttempts(
  tx: TenantTx,
  made: ReadonlyMap<string, { id: number; questions: { id: number; answers: number[] }[] }>,
  env: DemoEngine,
) {
  const employees = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_EMPLOYEES.map((e) => e.email),
      ),
    );
  for (const attempt of DEMO_ATTEMPTS) {
    const userId = employees.find((e) => e.email === DEMO_EMPLOYEES[attempt.employee]?.email)?.id;
    const quiz = made.get(attempt.quiz);
    const minutes = DEMO_QUIZZES.find((q) => q.name === attempt.quiz)?.minutes ?? 0;
    if (!userId || !quiz) continue;
    const startedAt = new Date(NOW - attempt.daysAgo * DAY);
    const deadline = new Date(startedAt.getTime() + minutes * MINUTE);
    const { id: attemptId } = await beginAttempt(tx, { quizId: quiz.id, userId, startedAt, deadline });
    const chosen = attempt.choices.flatMap((indexes, q) => {
      const question = quiz.questions[q];
      return question
        ? indexes.map((i) => ({
            attemptId,
            quizQuestionId: question.id,
            quizQuestionAnswerId: question.answers[i] as number,
          }))
        : [];
    });
    if (chosen.length) await tx.insert(quizAttemptAnswers).values(chosen);
    const finishedAt =
      attempt.finishedAfterMinutes === null
        ? deadline
        : new Date(startedAt.getTime() + attempt.finishedAfterMinutes * MINUTE);
    await finishAttempt(env(tx, finishedAt), { id: attemptId, quizId: quiz.id, userId }, finishedAt);
  }
}
