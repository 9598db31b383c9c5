import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@pano/contract';
import { pageTotal, type CountQuery } from '../../db/count-cache.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

const DEFAULT_PORTAL_PAGE = 10;

/** The portal's pager: page and size (the lists are always the caller's own, newest first). */
export const portalPager = z.object({
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
    .transform((v) => v ?? DEFAULT_PORTAL_PAGE),
});

/** A page of a portal list: which rows and how many there are in all. */
export interface PortalPage<T> {
  rows: T[];
  total: number;
}

/**
 * The portal's lists share this: the page's rows (`rows` gets the window) and its total, counted only when
 * the page does not tell it (db/count-cache.ts).
 */
export async function portalPage<T>(
  db: TenantDb,
  pager: { pageNumber?: number | null; pageSize?: number | null },
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
  counting: () => CountQuery,
): Promise<PortalPage<T>> {
  const pageNumber = pager.pageNumber ?? 1;
  const pageSize = pager.pageSize ?? DEFAULT_PORTAL_PAGE;
  const found = await rows({ limit: pageSize, offset: (pageNumber - 1) * pageSize });
  return { rows: found, total: await pageTotal(db, { pageNumber, pageSize }, found.length, counting()) };
}
