/**
 * The statements of one decision as the engine writes them, for the direct path: a leave request started
 * (the permission, the request on the workflow's version, the trail, the manager's approval and
 * notification), the approver's list, then the approval decided through a status step to the end.
 */
export interface DecisionIds {
  requesterId: number;
  managerId: number;
  permissionTypeId: number;
  workflowId: number;
  versionId: number;
  stepId: number;
  statusId: number;
  commandTypeId: number;
  startDate: string;
  endDate: string;
}

export const START = [
  `insert into permissions (user_id, permission_type_id, permission_status_id, start_date, end_date, day_count) values ($1, $2, 1, $3, $4, 3) returning id`,
  `insert into workflow_requests (kind, subject_id, requester_id, workflow_id, version_id, facts) values ('leave', $1, $2, $3, $4, '{"leaveDays":3}') returning id`,
  `insert into workflow_request_events (request_id, event, actor_id, detail) values ($1, 'started', $2, '{}')`,
  `update workflow_requests set current_step_id = $2, round = 1, waiting_since = now() where id = $1`,
  `insert into workflow_approvals (request_id, step_id, round, user_id, via, link_hash, link_expires) values ($1, $2, 1, $3, 'manager', md5(random()::text), now() + interval '5 days') returning id`,
  `insert into notifications (user_id, body, template, params, source_kind, source_id) values ($1, 'onay', 'approvalWaiting', '{}', 'approval', $2)`,
  `insert into workflow_request_events (request_id, event, step_id, detail) values ($1, 'asked', $2, '{}')`,
] as const;

export const LIST = [
  `select a.id, r.id as request_id, r.kind, r.subject_id, r.version_id from workflow_approvals a join workflow_requests r on r.id = a.request_id where a.user_id = $1 and a.state = 'open' order by a.create_time desc, a.id desc limit 10`,
  `select graph from workflow_versions where id = $1`,
] as const;

export const DECIDE = [
  `select request_id from workflow_approvals where id = $1`,
  `select * from workflow_requests where id = $1 for update`,
  `update workflow_approvals set state = 'decided', command_type_id = $2, command_name = 'Onayla', go_next_step = true, decided_at = now() where id = $1`,
  `insert into workflow_request_events (request_id, event, step_id, actor_id, detail) values ($1, 'decision', $2, $3, '{}')`,
  `update workflow_approvals set state = 'closed', decided_at = now() where request_id = $1 and state = 'open'`,
  `update workflow_requests set status_id = $2, own_state = 'approved' where id = $1`,
  `update permissions set permission_status_id = 2 where id = $1`,
  `insert into workflow_request_events (request_id, event, detail) values ($1, 'status', '{}')`,
  `update workflow_requests set state = 'approved', is_completed = true, completed_date = now(), current_step_id = null where id = $1`,
  `update permissions set is_completed = true, completed_date = now() where id = $1`,
  `insert into workflow_request_events (request_id, event, detail) values ($1, 'finished', '{}')`,
  `insert into notifications (user_id, body, template, params, source_kind, source_id) values ($1, 'onaylandı', 'requestApproved', '{}', 'request', $2)`,
] as const;
