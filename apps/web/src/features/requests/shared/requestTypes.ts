import type { WorkflowRequestQuery, WorkflowRequestsQuery } from '../../../graphql/generated/requests.ts';

/** One request as its detail reads it: approvals, where it waits, its trail and the commands of its step. */
export type WorkflowRequestView = NonNullable<WorkflowRequestQuery['workflowRequest']['data']>;
export type RequestApprovalView = WorkflowRequestView['approvals'][number];
export type WaitingApproval = WorkflowRequestView['waitingOn'][number];
export type RequestCommandView = WorkflowRequestView['commands'][number];
export type RequestTrailView = WorkflowRequestView['trail'][number];

/** One row of 'Süreçler'. */
export type RequestRowView = NonNullable<WorkflowRequestsQuery['workflowRequests']['data']>[number];

/** The query key every request read lives under: an action clears them all (the list and the details). */
export const REQUESTS_KEY = 'workflowRequests';

/** A request still moves (and can be decided, handed over or cancelled) while it runs. */
export const isRunning = (request: { state: string }) => request.state === 'running';
