import type { EntityDefinition } from '../../crud/types.ts';

/** The disasters registry: one entry per list screen served by the generic list page. */
export const disastersDefinitions: Record<string, EntityDefinition> = {};
