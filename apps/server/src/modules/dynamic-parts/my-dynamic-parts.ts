import { and, asc, desc, eq, gte, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { announcementsPayload, readPartPayload, type AnnouncementsPayload } from '@pano/contract';
import {
  announcementCategories,
  announcementMultimedias,
  announcementUsers,
  announcements,
} from '../../db/tenant/announcements.table.ts';
import {
  dynamicPartGroups,
  dynamicPartRoles,
  dynamicPartUsers,
  dynamicParts,
} from '../../db/tenant/dynamic-parts.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { reachedBy } from '../announcements/my-announcements.ts';
import { liveOn, named, roleOf, today, userOf, viewerOf, type Viewer } from '../navigation/audience.ts';

/** An announcement as a dynamic part shows it: the title, the spot, its category and its cover. */
export interface PartAnnouncement {
  id: number;
  title: string;
  spotText: string | null;
  categoryId: number;
  categoryName: string;
  createTime: Date;
  /** The cover image's `/files/<tag>/<name>` path, when it has one. */
  coverUrl: string | null;
}

export interface MyDynamicPart {
  id: number;
  name: string;
  title: string;
  position: number;
  viewType: number;
  logoPath: string | null;
  headerColor: string | null;
  backgroundColor: string | null;
  fontColor: string | null;
  announcements: PartAnnouncement[];
}

/** The GraphQL type of a dynamic part as the app gets it (the portal's `myDynamicParts`, the panel's preview). */
export const myDynamicPartType = (kit: Kit) => {
  const announcement = plainObject<PartAnnouncement>(kit, 'DynamicPartAnnouncement', {
    id: 'Int',
    title: 'String',
    spotText: 'String?',
    categoryId: 'Int',
    categoryName: 'String',
    createTime: 'String',
    coverUrl: 'String?',
  });
  return plainObject<MyDynamicPart>(kit, 'MyDynamicPart', {
    id: 'Int',
    name: 'String',
    title: 'String',
    position: 'Int',
    viewType: 'Int',
    logoPath: 'String?',
    headerColor: 'String?',
    backgroundColor: 'String?',
    fontColor: 'String?',
    announcements: { list: announcement as never },
  });
};

/** `day` moved by `days` (YYYY-MM-DD, calendar arithmetic). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first moment of a day on the server's calendar (its `TZ`, as `today()`). */
const startOf = (day: string) => new Date(`${day}T00:00:00`);

/**
 * The days whose announcements a part shows on `day`: its fixed window, or the last N days up to `day`
 * (today and N − 1 before); never anything made after `day`, so a preview of a past day shows that day's app.
 */
function windowOf(payload: AnnouncementsPayload, day: string): { from: string | null; until: string } {
  if (payload.lastDays !== null) return { from: addDays(day, 1 - payload.lastDays), until: day };
  const until = payload.endDate && payload.endDate < day ? payload.endDate : day;
  return { from: payload.startDate, until };
}

const columns = {
  id: announcements.id,
  title: announcements.title,
  spotText: announcements.spotText,
  categoryId: announcements.categoryId,
  categoryName: announcementCategories.name,
  createTime: announcements.createTime,
};

/** The announcements that reached `userId` and meet `condition`, with their category. */
function reached(db: TenantDb, userId: number, condition: SQL | undefined) {
  return db
    .select(columns)
    .from(announcementUsers)
    .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
    .innerJoin(announcementCategories, eq(announcementCategories.id, announcements.categoryId))
    .where(and(reachedBy(userId), condition));
}

/**
 * A part's announcements for a viewer on a day: those that reached them (the portal's one rule), pinned ones
 * first in their order, then those of its categories inside its window by creation time in its order; at most
 * its page size. A role alone (the preview) has received nothing, so it sees none.
 */
async function partAnnouncements(
  db: TenantDb,
  userId: number | null,
  payload: AnnouncementsPayload,
  day: string,
): Promise<Omit<PartAnnouncement, 'coverUrl'>[]> {
  if (userId === null || payload.pageSize === 0) return [];
  const { from, until } = windowOf(payload, day);
  const notAfter = lt(announcements.createTime, startOf(addDays(until, 1)));
  const pinnedIds = payload.pinnedAnnouncementIds;
  const pinnedRows = pinnedIds.length
    ? await reached(
        db,
        userId,
        and(inArray(announcements.id, pinnedIds), lt(announcements.createTime, startOf(addDays(day, 1)))),
      )
    : [];
  const pinned = pinnedIds
    .flatMap((id) => pinnedRows.filter((row) => row.id === id))
    .slice(0, payload.pageSize);
  const room = payload.pageSize - pinned.length;
  if (room <= 0 || (from !== null && from > until)) return pinned;
  const order = payload.sortDescending === '1' ? desc : asc;
  const rest = await reached(
    db,
    userId,
    and(
      inArray(announcements.categoryId, payload.categoryIds),
      from === null ? undefined : gte(announcements.createTime, startOf(from)),
      notAfter,
      pinned.length
        ? notInArray(
            announcements.id,
            pinned.map((row) => row.id),
          )
        : undefined,
    ),
  )
    .orderBy(order(announcements.createTime), order(announcements.id))
    .limit(room);
  return [...pinned, ...rest];
}

/** The cover image of each announcement that has one (active, marked cover), in one query. */
async function covers(db: TenantDb, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: announcementMultimedias.announcementId, path: announcementMultimedias.filePath })
    .from(announcementMultimedias)
    .where(
      and(
        inArray(announcementMultimedias.announcementId, [...ids]),
        eq(announcementMultimedias.isCover, true),
        eq(announcementMultimedias.isActive, true),
      ),
    )
    .orderBy(asc(announcementMultimedias.id));
  const byId = new Map<number, string>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row.path);
  return byId;
}

/**
 * The dynamic parts a viewer sees on a day (docs/navigation.md, Dynamic parts): a part reaches its users,
 * the members of its groups and its roles — any of them; one with none reaches nobody — inside its publish
 * window; by position, each with its content resolved.
 */
export async function dynamicPartsFor(db: TenantDb, viewer: Viewer, day: string): Promise<MyDynamicPart[]> {
  const parts = await db
    .select({
      id: dynamicParts.id,
      name: dynamicParts.name,
      title: dynamicParts.title,
      position: dynamicParts.position,
      viewType: dynamicParts.viewType,
      targetPayload: dynamicParts.targetPayload,
      logoPath: dynamicParts.logoPath,
      headerColor: dynamicParts.headerColor,
      backgroundColor: dynamicParts.backgroundColor,
      fontColor: dynamicParts.fontColor,
    })
    .from(dynamicParts)
    .where(
      and(
        liveOn(dynamicParts, day),
        or(
          named(db, dynamicPartUsers.dynamicPartId, dynamicParts.id, dynamicPartUsers.userId, userOf(viewer)),
          named(
            db,
            dynamicPartGroups.dynamicPartId,
            dynamicParts.id,
            dynamicPartGroups.groupId,
            viewer.groupIds,
          ),
          named(db, dynamicPartRoles.dynamicPartId, dynamicParts.id, dynamicPartRoles.roleId, roleOf(viewer)),
        ),
      ),
    )
    .orderBy(asc(dynamicParts.position), asc(dynamicParts.id));
  // a handful of parts per viewer: one query each for its content, one for every cover
  const contents = [];
  for (const { targetPayload, ...part } of parts) {
    const payload = announcementsPayload.safeParse(readPartPayload(targetPayload));
    const found = payload.success ? await partAnnouncements(db, viewer.userId, payload.data, day) : [];
    contents.push({ ...part, found });
  }
  const coverOf = await covers(
    db,
    contents.flatMap((part) => part.found.map((row) => row.id)),
  );
  return contents.map(({ found, ...part }) => ({
    ...part,
    announcements: found.map((row) => ({ ...row, coverUrl: coverOf.get(row.id) ?? null })),
  }));
}

/** Portal `myDynamicParts`: the caller's dynamic parts, as their app shows them today. */
export async function myDynamicParts({ db, session }: OperationContext): Promise<Envelope<MyDynamicPart[]>> {
  const rows = await dynamicPartsFor(db, await viewerOf(db, session.userId), today());
  return ok(rows, rows.length);
}
