import { createOp, quizTenant } from './quizzes-fixture.ts';
import type { TestServer } from './harness.ts';

export const ENVELOPE = 'isSuccess message messages { code message }';
export const INSERT = `mutation($i: InsertWorkflowStepInputModel!) { insertWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const SAVE = `mutation($i: SaveWorkflowStepInputModel!) { saveWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const DELETE = `mutation($i: DeleteWorkflowStepInputModel!) { deleteWorkflowStep(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const PROBLEMS = `query($i: WorkflowProblemsInputModel!) { workflowProblems(inputModel: $i) { ${ENVELOPE} data { code workflowItemId message } } }`;
export const DRY_RUN = `query($i: DryRunWorkflowInputModel!) { dryRunWorkflow(inputModel: $i) { ${ENVELOPE} data { outcome message steps { workflowItemId step typeCode commandName targetWorkflowItemId participants { userId fullName via } } } } }`;
export const ITEMS = `query($p: WorkflowItemPagerModel) { workflowItems(workFlowItemPagerModel: $p) { ${ENVELOPE} totalItemCount data { id position isActive type { code } commands { id workflowItemCommandTypeId targetWorkflowItemId workflowItemCommandType { name isList goNextStep workflowItemId } } users { userId } userGroups { groupId } approvalOperations { condition } managerLevels { managerLevel } statusUpdateOperations { statusId } notificationOperations { notificationType subject body } taskOperations { title description } urlRequestOperations { header requestType url body } } } }`;

export interface Step {
  id: number;
  position: number;
  isActive: boolean;
  type: { code: string };
  commands: {
    id: number;
    workflowItemCommandTypeId: number;
    targetWorkflowItemId: number;
    workflowItemCommandType: { name: string; isList: boolean; goNextStep: boolean };
  }[];
  users: { userId: number }[];
  userGroups: { groupId: number }[];
  approvalOperations: { condition: string }[];
  managerLevels: { managerLevel: number }[];
  statusUpdateOperations: { statusId: number }[];
  notificationOperations: { subject: string }[];
  taskOperations: { title: string }[];
  urlRequestOperations: { url: string }[];
}

/** A tenant with the operation types by code and helpers for steps and their arrows. */
export async function workflowTenant(server: TestServer) {
  const t = await quizTenant(server);
  const types = await t.call<{ id: number; code: string }[]>(
    '{ workflowItemOperationTypes(pagerModel: { pageSize: 100 }) { data { id code } } }',
  );
  const type = (code: string) => types.data.find((row) => row.code === code)?.id ?? 0;
  const commandTypes = await t.call<{ id: number; code: string }[]>(
    '{ workflowItemCommandTypes(pagerModel: { pageSize: 100, isList: false }) { data { id code } } }',
  );
  const next = commandTypes.data.find((row) => row.code === 'NEXT')?.id ?? 0;
  const insert = async (input: Record<string, unknown>) => {
    const answer = await t.call<{ id: number }>(INSERT, { i: input });
    if (!answer.isSuccess) throw new Error(`insertWorkflowStep: ${answer.message}`);
    return answer.data.id;
  };
  /** Active steps by position (all steps with `all`). */
  const steps = async (workflowId: number, all = false) =>
    (
      await t.call<Step[]>(ITEMS, {
        p: { workflowId, pageSize: 100, ...(all ? { isActive: false } : {}) },
      })
    ).data;
  /** The graph as "from→to" arrows between step ids, sorted. */
  const arrows = async (workflowId: number) =>
    (await steps(workflowId))
      .flatMap((s) => s.commands.map((c) => `${s.id}→${c.targetWorkflowItemId}`))
      .sort();
  const workflow = (name: string) => t.made('Workflow', { name });
  return { ...t, type, next, insert, steps, arrows, workflow, createOp };
}
