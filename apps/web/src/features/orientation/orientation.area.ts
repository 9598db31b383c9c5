import { defineArea, list } from '../area.tsx';

/**
 * Orientation (spec 001 §2 Orientation; docs/navigation.md): orientations, who is in each with the person
 * responsible and their progress, and the forms and quizzes per role the employees finish.
 */
export const orientationArea = defineArea({
  name: 'orientation',
  screens: {
    orientations: list('/oryantasyon/oryantasyonlar', 'orientations'),
    orientationForms: list('/oryantasyon/oryantasyonlar/form/:orientationInformationId', 'orientationForms'),
    orientationQuizzes: list(
      '/oryantasyon/oryantasyonlar/quiz/:orientationInformationId',
      'orientationQuizzes',
    ),
    orientationPeople: list('/oryantasyon/oryantasyonlar/:orientationInformationId', 'orientationPeople'),
  },
  registry: () => import('./registry.ts').then((module) => module.orientationRegistry),
});
