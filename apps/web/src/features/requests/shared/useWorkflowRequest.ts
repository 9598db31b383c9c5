import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../../crud/hooks/useFailureToast.ts';
import { request } from '../../../graphql/client.ts';
import { WorkflowRequestDocument } from '../../../graphql/generated/requests.ts';
import { REQUESTS_KEY, type WorkflowRequestView } from './requestTypes.ts';

export interface WorkflowRequestRead {
  request: WorkflowRequestView | null;
  /** The first answer came (a failed one too). */
  loaded: boolean;
}

/** One request with its approvals, trail and commands (`workflowRequest(id)`); a failure toasts. */
export function useWorkflowRequest(id: number, enabled = true): WorkflowRequestRead {
  const query = useQuery({
    queryKey: [REQUESTS_KEY, 'detail', id],
    queryFn: ({ signal }) => request('main', WorkflowRequestDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return {
    request: query.data?.isSuccess ? (query.data.data ?? null) : null,
    loaded: query.isFetched,
  };
}
