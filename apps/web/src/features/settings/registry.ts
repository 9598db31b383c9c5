import type { Registry } from '../area.tsx';
import { disclaimerDefinition, disclaimerUserDefinition } from './disclaimers.ts';

/** The settings registry: one entry per list screen served by the generic list page. */
export const settingsRegistry = {
  disclaimers: disclaimerDefinition,
  disclaimerUsers: disclaimerUserDefinition,
} satisfies Registry;
