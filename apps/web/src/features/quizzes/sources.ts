import {
  questionResource,
  quizTypeResource,
  roleResource,
  statusResource,
  workflowResource,
} from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

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

/** Active roles for the role selects (type roles, score ranges). */
export const roleChoices: OptionSource = {
  api: roleResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'id', sortDescending: false },
};

/** Workflows for the workflow selects, by name. */
export const workflowChoices: OptionSource = {
  api: workflowResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};
