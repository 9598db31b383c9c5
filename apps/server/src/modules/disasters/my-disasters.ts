import { pageTotal } from '../../db/count-cache.ts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { disasterUserResponses, disasterUsers, disasters } from '../../db/tenant/disasters.table.ts';
import type { OperationContext } from '../../request/context.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { portalPager } from '../portal/portal-pager.ts';

/** The portal's pager (page and size only). */
export const myDisasterPager = portalPager;

/** A disaster as its recipient sees it: the notice, my read receipt and my answer (if any). */
export interface MyDisaster {
  id: number;
  title: string;
  body: string;
  createTime: Date;
  isRead: boolean;
  readDate: Date | null;
  response: boolean | null;
  latitude: number | null;
  longitude: number | null;
  responseTime: Date | null;
}

/** The disasters the caller received, newest first, with their read flag and response. */
export async function myDisasters(
  { db, session }: OperationContext,
  { pageNumber, pageSize }: z.output<typeof myDisasterPager>,
): Promise<Envelope<MyDisaster[]>> {
  const { userId } = session;
  const rows = await db
    .select({
      id: disasters.id,
      title: disasters.title,
      body: disasters.body,
      createTime: disasters.createTime,
      isRead: disasterUsers.isRead,
      readDate: disasterUsers.readDate,
      response: disasterUserResponses.response,
      latitude: disasterUserResponses.latitude,
      longitude: disasterUserResponses.longitude,
      responseTime: disasterUserResponses.createTime,
    })
    .from(disasterUsers)
    .innerJoin(disasters, eq(disasters.id, disasterUsers.disasterId))
    .leftJoin(
      disasterUserResponses,
      and(
        eq(disasterUserResponses.disasterId, disasterUsers.disasterId),
        eq(disasterUserResponses.userId, disasterUsers.userId),
      ),
    )
    .where(eq(disasterUsers.userId, userId))
    .orderBy(desc(disasters.createTime), desc(disasters.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const total = await pageTotal(
    db,
    { pageNumber, pageSize },
    rows.length,
    db.select({ value: count() }).from(disasterUsers).where(eq(disasterUsers.userId, userId)),
  );
  return ok(
    rows.map((row) => ({
      ...row,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    })),
    total,
  );
}
