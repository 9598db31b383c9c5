import { roleResource, workflowResource } from '@pano/contract';
import type { OptionSource } from './optionTypes.ts';

/**
 * Choices several areas offer (people, leave, quizzes …), defined once. Active roles for selects and the
 * users' role filter (spec 001 §7: rolePagerModel, sorted by id).
 */
export const roleChoices: OptionSource = {
  api: roleResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'id', sortDescending: false },
};

/** Workflows for the workflow selects (a type's role, a score range), by name. */
export const workflowChoices: OptionSource = {
  api: workflowResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};
