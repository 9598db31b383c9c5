import { REQUEST_KINDS, REQUEST_STATES, type RequestKindName, type RequestState } from '@pano/contract';
import { listStateFromUrl, listStateToUrl, type ListUrlShape } from '../../../crud/core/listUrl.ts';
import type { WorkflowRequestPagerModel } from '../../../graphql/generated/schema-types.ts';

/** 'Süreçler' as its URL holds it (`?kind=leave&workflowId=3&state=approved&stuck=1&page=2`). */
export interface RequestListState {
  page: number;
  pageSize: number;
  /** null: every kind ('Hepsi'). */
  kind: RequestKindName | null;
  workflowId: number | null;
  /** Running by default (left out of the URL). */
  state: RequestState;
  stuckOnly: boolean;
}

const DEFAULT_STATE: RequestState = 'running';
const shape = (pageSize: number): ListUrlShape => ({ pageSize, filterNames: ['workflowId'] });

/** The list's state from the URL; anything missing or unknown is its default. */
export function requestListFromUrl(params: URLSearchParams, pageSize: number): RequestListState {
  const list = listStateFromUrl(params, shape(pageSize));
  const kind = params.get('kind');
  const state = params.get('state');
  return {
    page: list.page,
    pageSize: list.pageSize,
    kind: REQUEST_KINDS.find((known) => known === kind) ?? null,
    workflowId: list.filters.workflowId ?? null,
    state: REQUEST_STATES.find((known) => known === state) ?? DEFAULT_STATE,
    stuckOnly: params.get('stuck') === '1',
  };
}

/** The URL for a state: what differs from the defaults, beside the URL's other parameters. */
export function requestListToUrl(
  state: RequestListState,
  pageSize: number,
  base: URLSearchParams,
): URLSearchParams {
  const params = listStateToUrl(
    {
      page: state.page,
      pageSize: state.pageSize,
      searchText: '',
      showPassive: false,
      filters: { workflowId: state.workflowId },
      sort: null,
    },
    shape(pageSize),
    base,
  );
  const put = (name: string, value: string | null) =>
    value === null ? params.delete(name) : params.set(name, value);
  put('kind', state.kind);
  put('state', state.state === DEFAULT_STATE ? null : state.state);
  put('stuck', state.stuckOnly ? '1' : null);
  return params;
}

/** The `pagerModel` of `workflowRequests`. */
export function requestPager(state: RequestListState): WorkflowRequestPagerModel {
  return {
    pageNumber: state.page,
    pageSize: state.pageSize,
    state: state.state,
    ...(state.kind ? { kind: state.kind } : {}),
    ...(state.workflowId !== null ? { workflowId: state.workflowId } : {}),
    ...(state.stuckOnly ? { stuckOnly: true } : {}),
  };
}
