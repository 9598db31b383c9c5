import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { workflowRequestPager } from '@pano/contract';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import { DomainError, ok, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { requestPage } from '../views/request-page.ts';
import { requestViews, type RequestView } from '../views/request-views.ts';

/**
 * Panel 'Süreçler' (docs/approvals.md): requests by kind, workflow and state — running ones by default,
 * stuck ones first with their reason, then the longest waiting; ended ones newest first.
 */
export async function listWorkflowRequests(
  { db, lang }: OperationContext,
  pager: z.output<typeof workflowRequestPager>,
): Promise<Envelope<RequestView[]>> {
  const state = pager.state ?? 'running';
  const where = and(
    eq(workflowRequests.state, state),
    pager.kind ? eq(workflowRequests.kind, pager.kind) : undefined,
    pager.workflowId ? eq(workflowRequests.workflowId, pager.workflowId) : undefined,
    pager.stuckOnly ? isNotNull(workflowRequests.stuckReason) : undefined,
  );
  const order =
    state === 'running'
      ? [
          sql`(${workflowRequests.stuckReason} is null)`,
          asc(workflowRequests.waitingSince),
          asc(workflowRequests.id),
        ]
      : [desc(workflowRequests.completedDate), desc(workflowRequests.id)];
  return requestPage(db, lang, pager, where, order);
}

/** Panel: one request with its approvals and trail. */
export async function workflowRequest(ctx: OperationContext, id: number): Promise<Envelope<RequestView>> {
  const view = (await requestViews(ctx.db, [id], ctx.lang)).get(id);
  if (!view) throw new DomainError('NotFound');
  return ok(view);
}
