import type { Registry } from '../area.tsx';
import {
  orientationDefinition,
  orientationFormDefinition,
  orientationQuizDefinition,
  orientationUserDefinition,
} from './orientations.ts';

/** The orientation registry: every screen is the generic list page. */
export const orientationRegistry = {
  orientations: orientationDefinition,
  orientationPeople: orientationUserDefinition,
  orientationForms: orientationFormDefinition,
  orientationQuizzes: orientationQuizDefinition,
} satisfies Registry;
