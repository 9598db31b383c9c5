import type { Registry } from '../area.tsx';
import { announcementDefinition, announcementUserDefinition } from './announcements.ts';
import { categoryDefinition } from './categories.ts';

/**
 * The announcements registry: the list screens served by the generic list page, and the detail page's
 * recipients table (a nested table of the same machinery).
 */
export const announcementsRegistry = {
  announcements: announcementDefinition,
  categories: categoryDefinition,
  announcementUsers: announcementUserDefinition,
} satisfies Registry;
