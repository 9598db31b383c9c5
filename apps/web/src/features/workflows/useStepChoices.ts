import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import {
  WorkflowGroupsDocument,
  WorkflowStatusesDocument,
  WorkflowUsersDocument,
} from '../../graphql/generated/workflows.ts';
import type { Choice } from './StepFields.tsx';

/** The users (500), groups and active statuses the step dialog offers, loaded once it opens. */
export function useStepChoices(enabled: boolean): { users: Choice[]; groups: Choice[]; statuses: Choice[] } {
  const users = useQuery({
    queryKey: ['workflowUsers'],
    enabled,
    queryFn: ({ signal }) => request('main', WorkflowUsersDocument, {}, { signal }),
  });
  const groups = useQuery({
    queryKey: ['workflowGroups'],
    enabled,
    queryFn: ({ signal }) => request('main', WorkflowGroupsDocument, {}, { signal }),
  });
  const statuses = useQuery({
    queryKey: ['workflowStatuses'],
    enabled,
    queryFn: ({ signal }) => request('main', WorkflowStatusesDocument, {}, { signal }),
  });
  return {
    users: (users.data?.data ?? []).map((u) => ({ id: u.id, label: `${u.name} ${u.surname}` })),
    groups: (groups.data?.data ?? []).map((g) => ({ id: g.id, label: g.name })),
    statuses: (statuses.data?.data ?? []).map((s) => ({ id: s.id, label: s.name })),
  };
}
