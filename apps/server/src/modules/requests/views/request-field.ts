import type { RequestKindName } from '@pano/contract';
import type { ExtraField } from '../../../crud/entity-definition.ts';
import { requestViewType } from './request-types.ts';
import { requestIdsOf, requestViews } from './request-views.ts';

/**
 * `workflowRequest`: the request a row of a kind runs (a leave request, a submission, a quiz result), with
 * its state, approvals, commands and trail; null for a row that runs none. One field, added to each kind's
 * entity, so the panel's detail screens show the trail and decide the same way.
 */
export function workflowRequestField(kind: RequestKindName): ExtraField {
  return {
    type: (kit) => requestViewType(kit) as never,
    nullable: true,
    batch: async (db, ids, ctx) => {
      const requests = await requestIdsOf(db, kind, ids);
      const views = await requestViews(db, [...requests.values()], ctx.lang);
      return new Map([...requests].map(([subjectId, requestId]) => [subjectId, views.get(requestId)]));
    },
    fallback: null,
  };
}
