import { formResource, ORIENTATION_QUIZ_TYPE_ID, quizResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

export { roleChoices } from '../../crud/core/commonChoices.ts';

/** The active forms an orientation's role may fill, by name. */
export const formChoices: OptionSource = {
  api: formResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, isActive: true, sortColumn: 'name', sortDescending: false },
};

/** Spec 001 §7: the quizzes lookup of an orientation (page size 100, page 1, quiz type 1), active ones. */
export const orientationQuizChoices: OptionSource = {
  api: quizResource,
  label: ['name'],
  pager: {
    pageNumber: 1,
    pageSize: 100,
    isActive: true,
    quizTypeId: ORIENTATION_QUIZ_TYPE_ID,
    sortColumn: 'name',
    sortDescending: false,
  },
};
