import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DYNAMIC_PART_PAYLOADS,
  DynamicPartSource,
  partPayloadIssues,
  readPartPayload,
  type DynamicPartSourceName,
} from '@pano/contract';
import { announcementCategories, announcements } from '../../db/tenant/announcements.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import { ValidationError, invalidField } from '../../kernel/validation.ts';

const FIELD = 'targetPayload';

/** A refusal of one setting of the payload, placed at `targetPayload.<setting>` ('Sayfa boyutu: En fazla 10 olabilir'). */
const refused = (setting: string, message = 'checkField') =>
  new ValidationError([{ code: 'custom', message, path: [FIELD, setting], input: undefined }]);

/** How many of `ids` the query finds (none asked: 0, no query). */
async function found(db: TenantDb, ids: readonly number[], query: (ids: number[]) => Promise<number>) {
  return ids.length ? query([...ids]) : 0;
}

/**
 * 'Announcements by category': at least one category, all of them active categories of the tenant — a tenant
 * with none is told to create one first ('Kategori oluşturunuz!!!', spec 001 §8) — and pinned announcements
 * that exist.
 */
async function checkAnnouncements(
  db: TenantDb,
  payload: z.output<(typeof DYNAMIC_PART_PAYLOADS)['AnnouncementsByCategory']>,
): Promise<void> {
  const active = eq(announcementCategories.isActive, true);
  const categories = await found(db, payload.categoryIds, async (ids) => {
    const [row] = await db
      .select({ value: count() })
      .from(announcementCategories)
      .where(and(active, inArray(announcementCategories.id, ids)));
    return row?.value ?? 0;
  });
  if (categories !== payload.categoryIds.length) throw refused('categoryIds', 'noSuchRecord');
  const pinned = await found(db, payload.pinnedAnnouncementIds, async (ids) => {
    const [row] = await db
      .select({ value: count() })
      .from(announcements)
      .where(inArray(announcements.id, ids));
    return row?.value ?? 0;
  });
  if (pinned !== payload.pinnedAnnouncementIds.length) throw refused('pinnedAnnouncementIds', 'noSuchRecord');
}

async function hasActiveCategory(db: TenantDb): Promise<boolean> {
  const [row] = await db
    .select({ id: announcementCategories.id })
    .from(announcementCategories)
    .where(eq(announcementCategories.isActive, true))
    .limit(1);
  return row !== undefined;
}

/**
 * A part's payload checked and stored clean for its source (docs/navigation.md, Dynamic parts): the JSON
 * read with the source's contract rule (page size clamped, sort '1'/'0', dates or last days), then the rows
 * it names checked against the tenant's. A refusal names the setting: `targetPayload.pageSize` …
 */
export async function cleanPartPayload(
  db: TenantDb,
  source: DynamicPartSourceName,
  text: string,
): Promise<string> {
  if (!readPartPayload(text)) throw invalidField(FIELD);
  if (source === DynamicPartSource.AnnouncementsByCategory && !(await hasActiveCategory(db)))
    throw refused('categoryIds', 'categoryFirst');
  const issues = partPayloadIssues({ targetComponent: source, targetPayload: text });
  if (issues.length) throw new ValidationError(issues);
  const parsed = DYNAMIC_PART_PAYLOADS[source].parse(readPartPayload(text));
  await checkAnnouncements(db, parsed);
  return JSON.stringify(parsed);
}

/** A logo is none or a file stored for this tenant (the editor image upload); never an outside address. */
export async function checkLogo(files: TenantFiles, logoPath: unknown): Promise<void> {
  if (logoPath === null || logoPath === undefined) return;
  if (typeof logoPath !== 'string' || !files.owns(logoPath) || !(await files.read(logoPath, 1)))
    throw invalidField('logoPath', 'notTenantFile');
}
