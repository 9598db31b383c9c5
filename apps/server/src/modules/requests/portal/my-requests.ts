import { and, desc, eq } from 'drizzle-orm';
import type { RequestKindName } from '@pano/contract';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import type { Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { requestPage } from '../views/request-page.ts';
import type { RequestView } from '../views/request-views.ts';

/**
 * Portal: every request I made, of every kind or one, newest first, with its state and its trail (who
 * decided what, when, with which comment; the notifications, tasks and URL calls made).
 */
export async function myRequests(
  { db, session, lang }: OperationContext,
  pager: { pageNumber?: number | null; pageSize?: number | null; kind?: RequestKindName | null },
): Promise<Envelope<RequestView[]>> {
  const mine = and(
    eq(workflowRequests.requesterId, session.userId),
    pager.kind ? eq(workflowRequests.kind, pager.kind) : undefined,
  );
  return requestPage(db, lang, pager, mine, [desc(workflowRequests.createTime), desc(workflowRequests.id)]);
}
