import type { EntityDefinition } from '../../crud/types.ts';
import { complaintDefinition } from './complaints.ts';
import { complaintTypeDefinition } from './complaintTypes.ts';

/** The complaints registry: one entry per list screen served by the generic list page. */
export const complaintsDefinitions = {
  complaintTypes: complaintTypeDefinition,
  complaints: complaintDefinition,
} satisfies Record<string, EntityDefinition>;
