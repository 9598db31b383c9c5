import {
  cancelRequestInput,
  decideApprovalInput,
  decideRequestInput,
  handOverApprovalInput,
  myApprovalPager,
  myRequestPager,
  setSubstituteInput,
  substituteIdInput,
  workflowRequestPager,
} from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { adoptWaiting } from './engine/adopt-waiting.ts';
import { URL_JOB } from './engine/step-effects.ts';
import { TIMEOUT_JOB } from './engine/timeouts.ts';
import { timeoutJob } from './jobs/timeout-job.ts';
import { urlJob } from './jobs/url-job.ts';
import { registerApprovalLinkRoutes } from './link/approval-link.routes.ts';
import {
  cancelWorkflowRequest,
  decideWorkflowRequest,
  handOverWorkflowApproval,
} from './panel/panel-actions.ts';
import { listWorkflowRequests, workflowRequest } from './panel/workflow-requests.ts';
import { decideApproval, type DecisionResult } from './portal/decide-approval.ts';
import { myApprovals, type MyApproval } from './portal/my-approvals.ts';
import { myRequests } from './portal/my-requests.ts';
import { mySubstitutes, removeSubstitute, setSubstitute, type MySubstitute } from './portal/substitutes.ts';
import { userSubstituteEntity } from './user-substitute.entity.ts';
import { commandType, personType, requestViewType } from './views/request-types.ts';
import type { Kit } from '../../graphql/builder.ts';

const decisionType = (kit: Kit) =>
  plainObject<DecisionResult>(kit, 'ApprovalDecision', {
    approvalId: 'Int',
    requestId: 'Int',
    moved: 'Boolean',
    state: 'String',
    stateName: 'String',
  });

/**
 * Running workflows (docs/approvals.md): the engine runs every request (leave, form submissions, quiz
 * results); employees decide and follow their requests on the portal, administrators see every request in
 * flight ('Süreçler'), decide, hand over or cancel; URL calls and timeouts run as background jobs; an
 * approval's notification carries a one-time link to decide.
 */
export const requestsArea = defineArea({
  name: 'requests',
  entities: [userSubstituteEntity],
  routes: registerApprovalLinkRoutes,
  onTenantOpen: adoptWaiting,
  jobs: { [URL_JOB]: urlJob, [TIMEOUT_JOB]: timeoutJob },
  main(kit) {
    const request = requestViewType(kit);
    defineQuery(kit, {
      name: 'workflowRequests',
      type: kit.list('WorkflowRequest', request),
      input: {
        arg: 'pagerModel',
        schema: workflowRequestPager,
        typeName: 'WorkflowRequestPagerModel',
        optional: true,
      },
      run: listWorkflowRequests,
    });
    defineQuery(kit, {
      name: 'workflowRequest',
      type: kit.single('WorkflowRequest', request),
      id: true,
      run: workflowRequest,
    });
    defineMutation(kit, {
      name: 'decideWorkflowRequest',
      type: kit.single('ApprovalDecision', decisionType(kit)),
      input: { schema: decideRequestInput, typeName: 'DecideWorkflowRequestInput' },
      run: decideWorkflowRequest,
    });
    defineMutation(kit, {
      name: 'handOverWorkflowApproval',
      permission: 'handOver',
      input: { schema: handOverApprovalInput, typeName: 'HandOverWorkflowApprovalInput' },
      run: handOverWorkflowApproval,
    });
    defineMutation(kit, {
      name: 'cancelWorkflowRequest',
      input: { schema: cancelRequestInput, typeName: 'CancelWorkflowRequestInput' },
      run: cancelWorkflowRequest,
    });
  },
  portal(kit) {
    const approval = plainObject<MyApproval>(kit, 'MyApproval', {
      id: 'Int',
      requestId: 'Int',
      kind: 'String',
      kindName: 'String',
      subjectId: 'Int',
      requester: { object: personType(kit) as never },
      requesterFullName: 'String',
      summary: 'String',
      stepId: 'Int',
      stepNumber: 'Int',
      since: 'String',
      forUser: { object: personType(kit) as never, nullable: true },
      viaName: 'String',
      commands: { list: commandType(kit) as never },
    });
    defineQuery(kit, {
      name: 'myApprovals',
      type: kit.list('MyApproval', approval),
      input: { arg: 'pagerModel', schema: myApprovalPager, typeName: 'MyApprovalPagerModel', optional: true },
      run: myApprovals,
    });
    defineMutation(kit, {
      name: 'decideApproval',
      type: kit.single('ApprovalDecision', decisionType(kit)),
      input: { schema: decideApprovalInput, typeName: 'DecideApprovalInput' },
      run: decideApproval,
    });
    defineQuery(kit, {
      name: 'myRequests',
      type: kit.list('WorkflowRequest', requestViewType(kit)),
      input: { arg: 'pagerModel', schema: myRequestPager, typeName: 'MyRequestPagerModel', optional: true },
      run: myRequests,
    });
    const substitute = plainObject<MySubstitute>(kit, 'MySubstitute', {
      id: 'Int',
      substitute: { object: personType(kit) as never },
      startDate: 'String?',
      endDate: 'String?',
    });
    defineQuery(kit, {
      name: 'mySubstitutes',
      type: kit.list('MySubstitute', substitute),
      run: mySubstitutes,
    });
    defineMutation(kit, {
      name: 'setSubstitute',
      input: { schema: setSubstituteInput, typeName: 'SetSubstituteInput' },
      run: setSubstitute,
    });
    defineMutation(kit, {
      name: 'removeSubstitute',
      input: { schema: substituteIdInput, typeName: 'RemoveSubstituteInput' },
      run: removeSubstitute,
    });
  },
});
