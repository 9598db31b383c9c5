import type { EntityDefinition } from '../../crud/types.ts';
import { announcementDefinition } from './announcements.ts';
import { categoryDefinition } from './categories.ts';

/** The announcements registry: one entry per list screen served by the generic list page. */
export const announcementsDefinitions: Record<string, EntityDefinition> = {
  announcements: announcementDefinition,
  categories: categoryDefinition,
};
