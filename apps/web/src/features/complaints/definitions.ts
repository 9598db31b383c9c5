import type { EntityDefinition } from '../../crud/types.ts';

/** The complaints registry: one entry per list screen served by the generic list page. */
export const complaintsDefinitions: Record<string, EntityDefinition> = {};
