import { complaintTypeResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

/** Complaint types for the complaints' type filter: all of them by name (a short list). */
export const complaintTypeChoices: OptionSource = {
  api: complaintTypeResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};
