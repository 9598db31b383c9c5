import { eq } from 'drizzle-orm';
import { roles } from '../src/db/tenant/organization.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import type { TestServer, Tenant } from './harness.ts';

export const FIELDS = 'isSuccess message messages { code message } data { id }';

/** `create<Type>(inputModel)` / `update<Type>` answering the envelope and the id. */
export const createOp = (type: string) =>
  `mutation($i: ${type}CreateInput!) { create${type}(inputModel: $i) { ${FIELDS} } }`;
export const updateOp = (type: string) =>
  `mutation($i: ${type}UpdateInput!) { update${type}(inputModel: $i) { ${FIELDS} } }`;
export const deleteOp = (type: string) => `mutation($id: Int!) { delete${type}(id: $id) { ${FIELDS} } }`;

export const START = `mutation($i: StartQuizInput!) { startQuiz(inputModel: $i) { isSuccess message messages { code message } data { attemptId deadline secondsLeft questions { quizQuestionId name answerTypeId answers { id answer } } } } }`;
export const ANSWER = `mutation($i: AnswerQuizInput!) { answerQuiz(inputModel: $i) { ${FIELDS} } }`;
export const FINISH = `mutation($i: FinishQuizInput!) { finishQuiz(inputModel: $i) { isSuccess message messages { code message } data { id score maxScore statusName isCompleted finishedAt } } }`;
export const MY_ATTEMPTS = `query($p: MyQuizAttemptPagerModel) { myQuizAttempts(pagerModel: $p) { isSuccess totalItemCount data { id quizName isCompleted score maxScore statusName deadline finishedAt } } }`;
export const CURRENT = `{ currentQuiz { isSuccess data { attemptId secondsLeft questions { quizQuestionId chosenAnswerIds answers { id } } } } }`;
export const MY_QUIZZES = `{ myQuizzes { isSuccess data { id name quizTypeName totalMinutes } } }`;

const OPERATION_TYPES = '{ workflowItemOperationTypes(pagerModel: { pageSize: 100 }) { data { id code } } }';
const INSERT_STEP = `mutation($i: InsertWorkflowStepInputModel!) { insertWorkflowStep(inputModel: $i) { ${FIELDS} } }`;

/**
 * A workflow's one approval step, asking the requester's first-level manager (approve or reject, each ending
 * the request): requests of employees without a manager wait there, stuck (docs/approvals.md).
 */
export async function firstApprovalStep(
  call: <T>(query: string, variables?: Record<string, unknown>) => Promise<{ isSuccess: boolean; data: T }>,
  workflowId: number,
): Promise<void> {
  const types = await call<{ id: number; code: string }[]>(OPERATION_TYPES);
  const type = (code: string) => types.data.find((t) => t.code === code)?.id ?? 0;
  const answer = await call(INSERT_STEP, {
    i: {
      workflowId,
      workflowItemOperationTypeId: type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: type('NOTIFICATION') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: type('NOTIFICATION') },
      ],
      details: { approval: { condition: 'VEYA' }, managerLevel: 1 },
    },
  });
  if (!answer.isSuccess) throw new Error('firstApprovalStep');
}

/** A tenant with an administrator, the roles by name, a workflow (one approval step) and two statuses. */
export async function quizTenant(server: TestServer) {
  const tenant: Tenant = await server.createTenant();
  const token = await server.signIn(tenant);
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });
  const made = async (type: string, input: Record<string, unknown>) => {
    const answer = await call<{ id: number }>(createOp(type), { i: input });
    if (!answer.isSuccess) throw new Error(`create${type}: ${answer.message}`);
    return answer.data.id;
  };
  const roleRows = await server.server.services.tenants.withTenant(tenant.tag, (db) =>
    db.select({ id: roles.id, name: roles.name }).from(roles),
  );
  const role = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;
  const workflowId = await made('Workflow', { name: 'Quiz onayı' });
  await firstApprovalStep(call, workflowId);
  const passed = await made('Status', { name: 'Başarılı' });
  const failed = await made('Status', { name: 'Başarısız' });
  /** A portal employee with a role. */
  const employee = async (roleName: string) => {
    const signedIn = await server.signInEmployee(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db
        .update(users)
        .set({ roleId: role(roleName) })
        .where(eq(users.id, signedIn.userId)),
    );
    return signedIn;
  };
  const portal = <T>(
    who: { token: string },
    query: string,
    variables: Record<string, unknown> = {},
    lang: 'tr' | 'en' = 'tr',
  ) => server.call<T>(query, variables, { token: who.token, service: 'portal', lang });
  return { tenant, token, call, made, role, workflowId, passed, failed, employee, portal };
}

/**
 * A ready quiz of `minutes` for the role: a single-choice question (one true answer) and a multiple-choice
 * one (two true of three), ranges 0–1 failed and 2–2 passed for the role.
 */
export async function readyQuiz(
  t: Awaited<ReturnType<typeof quizTenant>>,
  name: string,
  minutes: number,
  roleName = 'Personel',
) {
  const quizTypeId = await t.made('QuizType', { name: `${name} tipi` });
  await t.made('QuizTypeRole', { quizTypeId, roleId: t.role(roleName), workflowId: t.workflowId });
  const quizId = await t.made('Quiz', { name, quizTypeId, totalMinutes: minutes });
  const q1 = await t.made('Question', { name: `${name}: başkent?` });
  const q2 = await t.made('Question', { name: `${name}: asal sayılar?` });
  const single = await t.made('QuizQuestion', { quizId, questionId: q1, answerTypeId: 1, factor: 1 });
  const multiple = await t.made('QuizQuestion', { quizId, questionId: q2, answerTypeId: 2, factor: 1 });
  const answer = (quizQuestionId: number, text: string, isTrue: boolean) =>
    t.made('QuizQuestionAnswer', { quizQuestionId, answer: text, isTrue });
  const a = {
    ankara: await answer(single, 'Ankara', true),
    istanbul: await answer(single, 'İstanbul', false),
    two: await answer(multiple, '2', true),
    three: await answer(multiple, '3', true),
    four: await answer(multiple, '4', false),
  };
  const range = (minScore: number, maxScore: number, statusId: number) =>
    t.made('QuizResultScoreRange', {
      quizId,
      roleId: t.role(roleName),
      statusId,
      workflowId: t.workflowId,
      minScore,
      maxScore,
    });
  await range(0, 1, t.failed);
  await range(2, 2, t.passed);
  return { quizTypeId, quizId, questions: { q1, q2 }, single, multiple, a };
}
