import type { EntityDefinition } from '../../crud/types.ts';
import { disclaimerDefinition } from './disclaimers.ts';

/** The settings registry: one entry per list screen served by the generic list page. */
export const settingsDefinitions: Record<string, EntityDefinition> = { disclaimers: disclaimerDefinition };
