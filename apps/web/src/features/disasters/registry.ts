import type { Registry } from '../area.tsx';
import { disasterDefinition, disasterResponseDefinition, disasterUserDefinition } from './disasters.ts';

/**
 * The disasters registry: the list screen, and the detail page's two tabs (nested tables of the same
 * machinery).
 */
export const disastersRegistry = {
  disasters: disasterDefinition,
  disasterUsers: disasterUserDefinition,
  disasterResponses: disasterResponseDefinition,
} satisfies Registry;
