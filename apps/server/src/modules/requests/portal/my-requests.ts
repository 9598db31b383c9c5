import { and, count, desc, eq } from 'drizzle-orm';
import type { RequestKindName } from '@pano/contract';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import { pageTotal } from '../../../db/count-cache.ts';
import { ok, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { requestViews, type RequestView } from '../views/request-views.ts';

/**
 * Portal: every request I made, of every kind or one, newest first, with its state and its trail (who
 * decided what, when, with which comment; the notifications, tasks and URL calls made).
 */
export async function myRequests(
  { db, session, lang }: OperationContext,
  pager: { pageNumber?: number | null; pageSize?: number | null; kind?: RequestKindName | null },
): Promise<Envelope<RequestView[]>> {
  const pageNumber = pager.pageNumber ?? 1;
  const pageSize = pager.pageSize ?? 10;
  const mine = and(
    eq(workflowRequests.requesterId, session.userId),
    pager.kind ? eq(workflowRequests.kind, pager.kind) : undefined,
  );
  const rows = await db
    .select({ id: workflowRequests.id })
    .from(workflowRequests)
    .where(mine)
    .orderBy(desc(workflowRequests.createTime), desc(workflowRequests.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const total = await pageTotal(
    db,
    { pageNumber, pageSize },
    rows.length,
    db.select({ value: count() }).from(workflowRequests).where(mine),
  );
  const views = await requestViews(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return ok(
    rows.map((r) => views.get(r.id) as RequestView),
    total,
  );
}
