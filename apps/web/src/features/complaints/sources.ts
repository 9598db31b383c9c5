import type { OptionSource } from '../../crud/optionTypes.ts';

/** Complaint types for the complaints' type filter: all of them by name (a short list). */
export const complaintTypeChoices: OptionSource = {
  listQuery: 'complaintTypes',
  typeName: 'ComplaintType',
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};
