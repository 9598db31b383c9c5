import type { EntityDefinition } from '../../crud/types.ts';

/** The announcements registry: one entry per list screen served by the generic list page. */
export const announcementsDefinitions: Record<string, EntityDefinition> = {};
