import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@pano/contract';

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
    .transform((v) => v ?? 10),
});
