import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { id, type announcementReadInput } from '@pano/contract';
import {
  announcementCategories,
  announcementMultimedias,
  announcementUsers,
  announcements,
} from '../../db/tenant/announcements.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { portalPage, portalPager } from '../portal/portal-pager.ts';
import { settingValue } from '../settings/setting-value.ts';

/** An announcement as its recipient reads it on the portal: the text, its category and its files. */
export interface MyAnnouncement {
  id: number;
  title: string;
  spotText: string | null;
  body: string;
  createTime: Date;
  categoryId: number;
  categoryName: string;
  categoryIcon: string;
  isCurrent: boolean;
  /** My read receipt: when I first opened it (markAnnouncementRead), or null. */
  readTime: Date | null;
  isRead: boolean;
  multimedias: { id: number; fileName: string; filePath: string; fileExtension: string; isCover: boolean }[];
}

/**
 * The one rule of 'reached me' (docs/announcements.md): a row of `announcement_users` naming the user — the
 * sent-to users and the members of the sent-to groups when it was sent. A condition over `announcementUsers`
 * joined to `announcements`; every portal read of announcements (dynamic parts too) uses it.
 */
export const reachedBy = (userId: number): SQL => eq(announcementUsers.userId, userId);

export const myAnnouncementPager = portalPager.extend({ categoryId: id.nullish() });

/** The 'current announcements' setting: the ids the administrator chose, in their order. */
async function currentIds(db: TenantDb): Promise<number[]> {
  const parsed = z
    .array(z.number().int())
    .safeParse(JSON.parse((await settingValue(db, 'currentAnnouncements')) ?? '[]'));
  return parsed.success ? parsed.data : [];
}

async function withDetails(
  db: TenantDb,
  rows: Omit<MyAnnouncement, 'isCurrent' | 'multimedias' | 'isRead'>[],
) {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db
        .select()
        .from(announcementMultimedias)
        .where(
          and(
            inArray(announcementMultimedias.announcementId, ids),
            eq(announcementMultimedias.isActive, true),
          ),
        )
        .orderBy(desc(announcementMultimedias.isCover), asc(announcementMultimedias.id))
    : [];
  const current = new Set(await currentIds(db));
  return rows.map((row) => ({
    ...row,
    isRead: row.readTime !== null,
    isCurrent: current.has(row.id),
    multimedias: files
      .filter((file) => file.announcementId === row.id)
      .map(({ id: fileId, fileName, filePath, fileExtension, isCover }) => ({
        id: fileId,
        fileName,
        filePath,
        fileExtension,
        isCover,
      })),
  }));
}

const columns = {
  id: announcements.id,
  title: announcements.title,
  spotText: announcements.spotText,
  body: announcements.body,
  createTime: announcements.createTime,
  categoryId: announcements.categoryId,
  categoryName: announcementCategories.name,
  categoryIcon: announcementCategories.icon,
  readTime: announcementUsers.readTime,
};

/** The announcements that reached the caller, newest first (optionally of one category). */
export async function myAnnouncements(
  { db, session }: OperationContext,
  { pageNumber, pageSize, categoryId }: z.output<typeof myAnnouncementPager>,
): Promise<Envelope<MyAnnouncement[]>> {
  const mine = and(
    reachedBy(session.userId),
    categoryId ? eq(announcements.categoryId, categoryId) : undefined,
  );
  const { rows, total } = await portalPage(
    db,
    { pageNumber, pageSize },
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(announcementUsers)
        .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
        .innerJoin(announcementCategories, eq(announcementCategories.id, announcements.categoryId))
        .where(mine)
        .orderBy(desc(announcements.createTime), desc(announcements.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ value: count() })
        .from(announcementUsers)
        .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
        .where(mine),
  );
  return ok(await withDetails(db, rows), total);
}

/**
 * The 'current announcements' the administrator chose (configuration), in their order — those of them
 * that reached the caller: nobody sees through this list what was not sent to them.
 */
export async function currentAnnouncements({
  db,
  session,
}: OperationContext): Promise<Envelope<MyAnnouncement[]>> {
  const ids = await currentIds(db);
  if (!ids.length) return ok([], 0);
  const rows = await db
    .select(columns)
    .from(announcementUsers)
    .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
    .innerJoin(announcementCategories, eq(announcementCategories.id, announcements.categoryId))
    .where(and(reachedBy(session.userId), inArray(announcements.id, ids)));
  const ordered = ids.flatMap((wanted) => rows.filter((row) => row.id === wanted));
  return ok(await withDetails(db, ordered), ordered.length);
}

/** One announcement that reached the caller (NotFound for any other). */
export async function myAnnouncement(
  { db, session }: OperationContext,
  announcementId: number,
): Promise<Envelope<MyAnnouncement>> {
  const [row] = await db
    .select(columns)
    .from(announcementUsers)
    .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
    .innerJoin(announcementCategories, eq(announcementCategories.id, announcements.categoryId))
    .where(and(reachedBy(session.userId), eq(announcements.id, announcementId)));
  if (!row) throw new DomainError('NotFound');
  const [detailed] = await withDetails(db, [row]);
  if (!detailed) throw new DomainError('NotFound');
  return ok(detailed);
}

/**
 * The portal: I opened an announcement that reached me — its read receipt, set once (the first time stays),
 * shown on the panel's recipients table; NotFound for one that did not reach me.
 */
export async function markAnnouncementRead(
  { db, session }: OperationContext,
  { announcementId }: z.output<typeof announcementReadInput>,
): Promise<Envelope<{ id: number }>> {
  const mine = and(reachedBy(session.userId), eq(announcementUsers.announcementId, announcementId));
  const [row] = await db.select({ id: announcementUsers.id }).from(announcementUsers).where(mine);
  if (!row) throw new DomainError('NotFound');
  await db
    .update(announcementUsers)
    .set({ readTime: new Date() })
    .where(and(mine, isNull(announcementUsers.readTime)));
  return ok({ id: announcementId });
}
