import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@pano/contract';
import { disasterUserResponses, disasterUsers, disasters } from '../../db/tenant/schema.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';

/** The portal's pager: page and size only (the list is always the caller's own, newest first). */
export const myDisasterPager = z.object({
  pageNumber: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? 1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .nullish()
    .transform((v) => v ?? 10),
});

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
  db: TenantDb,
  userId: number,
  input: unknown,
): Promise<Envelope<MyDisaster[]>> {
  const { pageNumber, pageSize } = parseInput(myDisasterPager, input ?? {});
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
  const [total] = await db
    .select({ value: count() })
    .from(disasterUsers)
    .where(eq(disasterUsers.userId, userId));
  return ok(
    rows.map((row) => ({
      ...row,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    })),
    total?.value ?? 0,
  );
}
