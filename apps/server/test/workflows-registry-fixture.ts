/** The steps the generic walk of the workflow entities needs (test/entity-registry.test.ts). */
export interface WorkflowFixtures {
  operationTypeId: number;
  nextTypeId: number;
  approval: number;
  status: number;
  notification: number;
  task: number;
  target: number;
  otherTarget: number;
  url: number;
}

type Made = (name: string, type: string, input: Record<string, unknown>) => Promise<number>;
type Ids = (query: string) => Promise<{ id: number; code: string }[]>;

/** One step of each kind in a workflow, and two more the walked command can point at. */
export async function workflowFixtures(made: Made, rows: Ids, workflowId: number): Promise<WorkflowFixtures> {
  const types = await rows(
    '{ workflowItemOperationTypes(pagerModel: { pageSize: 100 }) { data { id code } } }',
  );
  const commandTypes = await rows(
    '{ workflowItemCommandTypes(pagerModel: { pageSize: 100, isList: false }) { data { id code } } }',
  );
  const type = (code: string) => types.find((row) => row.code === code)?.id ?? 0;
  let position = 100;
  const step = (code: string) =>
    made('createWorkflowItem', 'WorkflowItemCreateInput', {
      workflowId,
      workflowItemOperationTypeId: type(code),
      position: position++,
    });
  return {
    operationTypeId: type('TASK'),
    nextTypeId: commandTypes.find((row) => row.code === 'NEXT')?.id ?? 0,
    approval: await step('APPROVAL'),
    status: await step('STATUS_UPDATE'),
    notification: await step('NOTIFICATION'),
    task: await step('TASK'),
    target: await step('TASK'),
    otherTarget: await step('TASK'),
    url: await step('URL_REQUEST'),
  };
}

const STEP_OF: Record<string, keyof WorkflowFixtures> = {
  WorkflowItemCommandType: 'approval',
  WorkflowItemUser: 'approval',
  WorkflowItemUserGroup: 'approval',
  ApprovalOperation: 'approval',
  WorkflowManagerLevel: 'approval',
  StatusUpdateOperation: 'status',
  NotificationOperation: 'notification',
  TaskOperation: 'task',
  UrlRequestOperation: 'url',
  WorkflowItemCommand: 'task',
  WorkflowStepCondition: 'approval',
};

/** A valid value of each workflow field for the walked entity (its step of the right kind). */
export function workflowSample(typeName: string, variant: 1 | 2, f: WorkflowFixtures) {
  const tag = variant === 1 ? 'bir' : 'iki';
  return {
    workflowItemId: f[STEP_OF[typeName] ?? 'task'],
    workflowItemOperationTypeId: f.operationTypeId,
    workflowItemCommandTypeId: f.nextTypeId,
    targetWorkflowItemId: variant === 1 ? f.target : f.otherTarget,
    position: variant,
    goNextStep: variant === 1,
    isList: true,
    condition: variant === 1 ? 'VEYA' : 'VE',
    managerLevel: variant,
    notificationType: 3,
    subject: `Konu ${tag}`,
    body: `Gövde ${tag}`,
    title: `Başlık ${tag}`,
    header: `X-Pano: ${tag}`,
    requestType: variant === 1 ? 'POST' : 'GET',
    url: `https://example.com/${tag}`,
    timeoutDays: variant === 1 ? 3 : null,
    timeoutAction: variant === 1 ? 'REMIND' : null,
    fact: variant === 1 ? 'leaveDays' : 'quizScore',
    operator: variant === 1 ? 'gt' : 'lte',
    ...(typeName === 'WorkflowStepCondition' ? { value: variant === 1 ? 5 : 40 } : {}),
  };
}
