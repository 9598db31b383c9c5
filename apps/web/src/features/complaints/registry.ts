import type { Registry } from '../area.tsx';
import { complaintDefinition } from './complaints.ts';
import { complaintTypeDefinition } from './complaintTypes.ts';

/** The complaints registry: one entry per list screen served by the generic list page. */
export const complaintsRegistry = {
  complaintTypes: complaintTypeDefinition,
  complaints: complaintDefinition,
} satisfies Registry;
