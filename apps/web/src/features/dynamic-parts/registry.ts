import type { Registry } from '../area.tsx';
import { dynamicPartDefinition } from './dynamicParts.ts';

/** The dynamic parts registry, served by the generic list page. */
export const dynamicPartsRegistry = {
  dynamicParts: dynamicPartDefinition,
} satisfies Registry;
