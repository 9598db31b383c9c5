import { defineQuery } from '../../graphql/operations.ts';
import { defineArea } from '../area.ts';
import { myOrientation, myOrientationType } from './my-orientation.ts';
import {
  orientationEntity,
  orientationFormEntity,
  orientationQuizEntity,
  orientationUserEntity,
} from './orientation.entities.ts';

/**
 * Orientation (spec 001 §2 Orientation; docs/navigation.md): orientations, who is in them with a responsible
 * colleague and their progress, the forms and quizzes per role; on the portal, my orientations with what I
 * have to do and what I did.
 */
export const orientationArea = defineArea({
  name: 'orientation',
  entities: [orientationEntity, orientationUserEntity, orientationFormEntity, orientationQuizEntity],
  portal(kit) {
    const orientation = myOrientationType(kit);
    defineQuery(kit, {
      name: 'myOrientation',
      type: kit.list('MyOrientation', orientation),
      run: myOrientation,
    });
  },
});
