import { count, type SQL } from 'drizzle-orm';
import type { Language } from '@pano/contract';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { ok, type Envelope } from '../../../kernel/envelope.ts';
import { portalPage } from '../../portal/portal-pager.ts';
import { requestViews, type RequestView } from './request-views.ts';

/** A page of requests (the portal's and the panel's lists): the ids by the order given, then their views. */
export async function requestPage(
  db: TenantDb,
  lang: Language,
  pager: { pageNumber?: number | null; pageSize?: number | null },
  where: SQL | undefined,
  order: SQL[],
): Promise<Envelope<RequestView[]>> {
  const { rows, total } = await portalPage(
    db,
    pager,
    ({ limit, offset }) =>
      db
        .select({ id: workflowRequests.id })
        .from(workflowRequests)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(workflowRequests).where(where),
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
