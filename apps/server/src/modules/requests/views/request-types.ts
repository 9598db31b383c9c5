import type { Kit, ObjectRef } from '../../../graphql/builder.ts';
import { plainObject } from '../../../graphql/objects.ts';
import type { PersonView } from './people.ts';
import type { ApprovalView, CommandView, RequestView, TrailView } from './request-views.ts';

const obj = (ref: ObjectRef<unknown>, nullable = false) => ({ object: ref as never, nullable });

export const personType = (kit: Kit) =>
  plainObject<PersonView>(kit, 'RequestPerson', {
    id: 'Int',
    name: 'String',
    surname: 'String',
    fullName: 'String',
  });

export const commandType = (kit: Kit) =>
  plainObject<CommandView>(kit, 'RequestCommand', { id: 'Int', name: 'String', goNextStep: 'Boolean' });

/** `RequestApproval`: one person asked at a step, their decision and on whose behalf. */
export function approvalViewType(kit: Kit) {
  const person = personType(kit);
  const command = plainObject<{ id: number; name: string }>(kit, 'RequestCommandType', {
    id: 'Int',
    name: 'String',
  });
  return plainObject<ApprovalView>(kit, 'RequestApproval', {
    id: 'Int',
    requestId: 'Int',
    stepId: 'Int',
    stepNumber: 'Int',
    stepKind: 'String',
    stepKindName: 'String',
    stepName: 'String',
    user: obj(person),
    forUser: obj(person, true),
    decidedBy: obj(person, true),
    via: 'String',
    viaName: 'String',
    state: 'String',
    commandType: obj(command, true),
    goNextStep: 'Boolean?',
    isProcessed: 'Boolean',
    processedDate: 'String?',
    description: 'String?',
    createTime: 'String',
  });
}

export function trailType(kit: Kit) {
  const person = personType(kit);
  return plainObject<TrailView>(kit, 'RequestTrailEntry', {
    id: 'Int',
    event: 'String',
    text: 'String',
    stepId: 'Int?',
    stepNumber: 'Int?',
    stepKind: 'String?',
    stepKindName: 'String?',
    stepName: 'String?',
    actor: obj(person, true),
    forUser: obj(person, true),
    createTime: 'String',
  });
}

/** `WorkflowRequest`: a request with its state, where it waits, its approvals and its trail. */
export function requestViewType(kit: Kit) {
  const approval = approvalViewType(kit);
  return plainObject<RequestView>(kit, 'WorkflowRequest', {
    id: 'Int',
    kind: 'String',
    kindName: 'String',
    subjectId: 'Int',
    requester: obj(personType(kit)),
    workflowId: 'Int',
    workflowName: 'String',
    state: 'String',
    stateName: 'String',
    statusId: 'Int?',
    statusName: 'String?',
    summary: 'String',
    currentStepId: 'Int?',
    currentStepNumber: 'Int?',
    currentStepKind: 'String?',
    currentStepKindName: 'String?',
    currentStepName: 'String?',
    commands: { list: commandType(kit) as never },
    waitingSince: 'String?',
    stuckReason: 'String?',
    stuckMessage: 'String?',
    isCompleted: 'Boolean',
    completedDate: 'String?',
    createTime: 'String',
    approvals: { list: approval as never },
    waitingOn: { list: approval as never },
    trail: { list: trailType(kit) as never },
  });
}
