import { questionResource, quizTypeResource, statusResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

export { roleChoices, workflowChoices } from '../../crud/core/commonChoices.ts';

/** Active quiz types for a quiz's type select, by name. */
export const quizTypeChoices: OptionSource = {
  api: quizTypeResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
};

/** The active bank questions a quiz question is picked from, searched on the server as the user types. */
export const questionSearch: OptionSource = {
  api: questionResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 20, isActive: true, sortColumn: 'name', sortDescending: false },
};

/** Active statuses for a score range's status select. */
export const statusChoices: OptionSource = {
  api: statusResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
};
