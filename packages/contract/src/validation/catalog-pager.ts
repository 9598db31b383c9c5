import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';

/**
 * The pager of a fixed catalogue (the form builder's element types, spec 001 §7 'Form elements: list with
 * pager'): a page of it and the total. Without a page size the whole catalogue is one page.
 */
export const catalogPagerInput = z.object({
  pageNumber: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? 1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
  /** Fewer than 3 characters (after trimming) means no filter, as in every list. */
  searchText: z.string().max(200).nullish(),
});

export type CatalogPager = z.output<typeof catalogPagerInput>;
