import {
  orientationCreateInput,
  orientationFormCreateInput,
  orientationFormUpdateInput,
  orientationQuizCreateInput,
  orientationQuizUpdateInput,
  orientationUpdateInput,
  orientationUserCreateInput,
  orientationUserUpdateInput,
} from '../validation/orientation.ts';
import { crudResource } from './resource.ts';

/**
 * Spec 001 §7 Orientation: `orientations(pagerModel)`, `getOrientation(orientationInformationId)`,
 * `createOrientation` / `updateOrientation {name, description}`, `deleteOrientation(id)`.
 */
export const orientationResource = crudResource(
  'Orientation',
  'orientations',
  orientationCreateInput,
  orientationUpdateInput,
  { single: 'getOrientation', singleArg: 'orientationInformationId' },
);
/** Who is in an orientation: `orientationUsers(pagerModel {orientationInformationId})`, create, update, delete. */
export const orientationUserResource = crudResource(
  'OrientationUser',
  'orientationUsers',
  orientationUserCreateInput,
  orientationUserUpdateInput,
);
/** Role → form links: `orientationForms(pagerModel {orientationInformationId})`, create, update, delete. */
export const orientationFormResource = crudResource(
  'OrientationForm',
  'orientationForms',
  orientationFormCreateInput,
  orientationFormUpdateInput,
);
/** Role → quiz links: `orientationQuizzes(pagerModel {orientationInformationId})`, create, update, delete. */
export const orientationQuizResource = crudResource(
  'OrientationQuiz',
  'orientationQuizzes',
  orientationQuizCreateInput,
  orientationQuizUpdateInput,
);
