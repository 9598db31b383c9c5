import { eq } from 'drizzle-orm';
import { holidays } from '../src/db/tenant/leave.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { quizTenant } from './quizzes-fixture.ts';
import type { TestServer } from './harness.ts';

export const ENVELOPE = 'isSuccess message messages { code message }';
const PERSON = 'id fullName';
const APPROVAL = `id stepNumber state via viaName user { ${PERSON} } forUser { ${PERSON} } decidedBy { ${PERSON} } commandType { id name } isProcessed processedDate description`;
export const REQUEST_FIELDS = `id kind kindName subjectId requester { ${PERSON} } workflowName state stateName statusName summary currentStepNumber commands { id name goNextStep } waitingSince stuckReason stuckMessage isCompleted completedDate approvals { ${APPROVAL} } waitingOn { ${APPROVAL} } trail { event text actor { ${PERSON} } forUser { ${PERSON} } }`;
export const MY_APPROVALS = `query($p: MyApprovalPagerModel) { myApprovals(pagerModel: $p) { ${ENVELOPE} totalItemCount data { id requestId kind kindName requesterFullName summary stepNumber since viaName forUser { ${PERSON} } commands { id name goNextStep } } } }`;
export const DECIDE = `mutation($i: DecideApprovalInput!) { decideApproval(inputModel: $i) { ${ENVELOPE} data { approvalId requestId moved state stateName } } }`;
export const MY_REQUESTS = `query($p: MyRequestPagerModel) { myRequests(pagerModel: $p) { ${ENVELOPE} totalItemCount data { ${REQUEST_FIELDS} } } }`;
export const REQUEST_LEAVE = `mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const CANCEL_LEAVE = `mutation($i: CancelPermissionInput!) { cancelPermission(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const MY_PERMISSIONS = `{ myPermissions { data { id statusId statusName completedDate } } }`;
export const MY_NOTIFICATIONS = `{ myNotifications(pagerModel: { pageSize: 50 }) { totalItemCount data { id body } } }`;
export const MY_TASKS = `{ myTasks(pagerModel: { pageSize: 50 }) { totalItemCount data { id title } } }`;
export const PANEL_REQUESTS = `query($p: WorkflowRequestPagerModel) { workflowRequests(pagerModel: $p) { ${ENVELOPE} totalItemCount data { ${REQUEST_FIELDS} } } }`;
export const PANEL_REQUEST = `query($id: Int!) { workflowRequest(id: $id) { ${ENVELOPE} data { ${REQUEST_FIELDS} } } }`;
export const PANEL_DECIDE = `mutation($i: DecideWorkflowRequestInput!) { decideWorkflowRequest(inputModel: $i) { ${ENVELOPE} data { approvalId requestId moved state } } }`;
export const HAND_OVER = `mutation($i: HandOverWorkflowApprovalInput!) { handOverWorkflowApproval(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const CANCEL_REQUEST = `mutation($i: CancelWorkflowRequestInput!) { cancelWorkflowRequest(inputModel: $i) { ${ENVELOPE} data { id } } }`;

export interface MyApproval {
  id: number;
  requestId: number;
  kind: string;
  requesterFullName: string;
  summary: string;
  stepNumber: number;
  viaName: string;
  forUser: { id: number; fullName: string } | null;
  commands: { id: number; name: string; goNextStep: boolean }[];
}

export interface RequestView {
  id: number;
  kind: string;
  subjectId: number;
  state: string;
  stateName: string;
  statusName: string | null;
  summary: string;
  currentStepNumber: number | null;
  commands: { id: number; name: string; goNextStep: boolean }[];
  stuckReason: string | null;
  stuckMessage: string | null;
  isCompleted: boolean;
  completedDate: string | null;
  approvals: {
    id: number;
    stepNumber: number;
    state: string;
    user: { id: number; fullName: string };
    forUser: { id: number; fullName: string } | null;
    decidedBy: { id: number; fullName: string } | null;
    commandType: { id: number; name: string } | null;
    description: string | null;
    isProcessed: boolean;
  }[];
  waitingOn: { id: number; user: { id: number; fullName: string } }[];
  trail: { event: string; text: string }[];
}

/**
 * A tenant with the demo's three workflows (docs/workflows.md) and the people they ask: a requester with
 * a first- and a second-level manager, two members of 'İnsan Kaynakları'; annual leave for Personel under
 * 'Yönetici ve İK onayı'.
 */
export async function requestsTenant(server: TestServer) {
  const t = await quizTenant(server);
  const person = async (totalDayOff = 20) => {
    const who = await t.employee('Personel');
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.update(users).set({ totalDayOff }).where(eq(users.id, who.userId)),
    );
    return who;
  };
  const requester = await person();
  const manager1 = await person();
  const manager2 = await person();
  const hr1 = await person();
  const hr2 = await person();
  await t.made('UserManager', { userId: requester.userId, managerId: manager1.userId, level: 1 });
  await t.made('UserManager', { userId: requester.userId, managerId: manager2.userId, level: 2 });
  const hrGroup = await t.made('Group', { name: 'İnsan Kaynakları' });
  for (const who of [hr1, hr2]) await t.made('UserGroup', { userId: who.userId, groupId: hrGroup });
  await server.server.services.tenants.withTenant(t.tenant.tag, (db) => seedDemoWorkflows(db));
  // the engine's tests ask for plain Monday–Wednesday weeks: no public holiday takes a day out of them
  await server.server.services.tenants.withTenant(t.tenant.tag, (db) => db.delete(holidays));
  const list = await t.call<{ id: number; name: string }[]>(
    '{ workflows(workFlowPagerModel: { pageSize: 100 }) { data { id name } } }',
  );
  const workflow = (name: string) => list.data.find((w) => w.name === name)?.id ?? 0;
  const leaveType = async (name: string, workflowOf: string | number) => {
    const permissionTypeId = await t.made('PermissionType', { name, code: '' });
    await t.made('PermissionTypeRole', {
      permissionTypeId,
      roleId: t.role('Personel'),
      workflowId: typeof workflowOf === 'number' ? workflowOf : workflow(workflowOf),
    });
    return permissionTypeId;
  };
  let week = 0;
  /** Leave of a type: a fresh Monday–Wednesday each time (three working days), never overlapping. */
  const askLeave = async (permissionTypeId: number, who = requester) => {
    // the Monday after the server's today, a week further each time (inside the leave window)
    const today = server.server.services.clock.now();
    const toMonday = (8 - today.getUTCDay()) % 7 || 7;
    const monday = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + toMonday + 7 * week++),
    );
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const answer = await t.portal<{ id: number }>(who, REQUEST_LEAVE, {
      i: {
        permissionTypeId,
        startDate: iso(monday),
        endDate: iso(new Date(monday.getTime() + 2 * 86_400_000)),
      },
    });
    if (!answer.isSuccess) throw new Error(`requestPermission: ${answer.message}`);
    return answer.data.id;
  };
  const portal = <T>(
    who: { token: string },
    query: string,
    variables: Record<string, unknown> = {},
    lang: 'tr' | 'en' = 'tr',
  ) => t.portal<T>(who, query, variables, lang);
  const approvalsOf = async (who: { token: string }) =>
    (await portal<MyApproval[]>(who, MY_APPROVALS, { p: { pageSize: 50 } })).data;
  const decide = (
    who: { token: string },
    approval: MyApproval,
    commandName: string,
    description: string | null = null,
    lang: 'tr' | 'en' = 'tr',
  ) =>
    portal<{ moved: boolean; state: string }>(
      who,
      DECIDE,
      {
        i: {
          approvalId: approval.id,
          commandTypeId: approval.commands.find((c) => c.name === commandName)?.id ?? 0,
          description,
        },
      },
      lang,
    );
  const requestOf = async (who: { token: string }, subjectId: number, kind = 'leave') =>
    (await portal<RequestView[]>(who, MY_REQUESTS, { p: { pageSize: 100 } })).data.find(
      (r) => r.kind === kind && r.subjectId === subjectId,
    ) as RequestView;
  return {
    ...t,
    person,
    requester,
    manager1,
    manager2,
    hr1,
    hr2,
    hrGroup,
    workflow,
    leaveType,
    askLeave,
    portal,
    approvalsOf,
    decide,
    requestOf,
  };
}

const STEP_IDS = `query($p: WorkflowItemPagerModel) { workflowItems(workFlowItemPagerModel: $p) { data { id commands { targetWorkflowItemId workflowItemCommandType { name } } } } }`;

/** Builds workflows through the editor's operations (insert a step, save its details), as the panel does. */
export function workflowBuilder(t: Awaited<ReturnType<typeof requestsTenant>>) {
  let types: Map<string, number> | undefined;
  const type = async (code: string) => {
    types ??= new Map(
      (
        await t.call<{ id: number; code: string }[]>(
          '{ workflowItemOperationTypes(pagerModel: { pageSize: 100 }) { data { id code } } }',
        )
      ).data.map((row) => [row.code, row.id]),
    );
    return types.get(code) ?? 0;
  };
  const statuses = async () =>
    new Map(
      (
        await t.call<{ id: number; name: string }[]>(
          '{ statuses(pagerModel: { pageSize: 100 }) { data { id name } } }',
        )
      ).data.map((s) => [s.name, s.id]),
    );
  const insert = async (input: Record<string, unknown>) => {
    const answer = await t.call<{ id: number }>(
      `mutation($i: InsertWorkflowStepInputModel!) { insertWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`,
      { i: input },
    );
    if (!answer.isSuccess) throw new Error(`insertWorkflowStep: ${answer.message}`);
    return answer.data.id;
  };
  const save = async (id: number, details: Record<string, unknown>) => {
    const answer = await t.call(
      `mutation($i: SaveWorkflowStepInputModel!) { saveWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`,
      { i: { id, details } },
    );
    if (!answer.isSuccess) throw new Error(`saveWorkflowStep: ${answer.message}`);
  };
  /** The steps a step's arrows lead to, by command name. */
  const targets = async (workflowId: number, stepId: number) => {
    const steps = await t.call<
      {
        id: number;
        commands: { targetWorkflowItemId: number; workflowItemCommandType: { name: string } }[];
      }[]
    >(STEP_IDS, { p: { workflowId, pageSize: 100 } });
    const step = steps.data.find((s) => s.id === stepId);
    return new Map(
      (step?.commands ?? []).map((c) => [c.workflowItemCommandType.name, c.targetWorkflowItemId]),
    );
  };
  /**
   * An approval step (after `after`, or the first) whose 'Onayla' goes on to a step of `next` kind and whose
   * 'Reddet' ends with the status 'Reddedildi'; answers the step and its 'Onayla' step.
   */
  const approval = async (
    workflowId: number,
    after: number | null,
    details: Record<string, unknown>,
    next = 'STATUS_UPDATE',
  ) => {
    const id = await insert({
      workflowId,
      afterWorkflowItemId: after,
      workflowItemOperationTypeId: await type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: await type(next) },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: await type('STATUS_UPDATE') },
      ],
      details: { approval: { condition: 'VEYA' }, ...details },
    });
    const to = await targets(workflowId, id);
    const status = await statuses();
    await save(to.get('Reddet') as number, { statusUpdate: { statusId: status.get('Reddedildi') } });
    if (next === 'STATUS_UPDATE')
      await save(to.get('Onayla') as number, { statusUpdate: { statusId: status.get('Onaylandı') } });
    return { id, yes: to.get('Onayla') as number };
  };
  /** A plain step after `after` (on its first arrow), with its details. */
  const step = async (workflowId: number, after: number, code: string, details: Record<string, unknown>) =>
    insert({
      workflowId,
      afterWorkflowItemId: after,
      workflowItemOperationTypeId: await type(code),
      details,
    });
  return { type, statuses, insert, save, targets, approval, step };
}
