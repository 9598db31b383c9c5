import {
  cityResource,
  departmentResource,
  documentTypeResource,
  educationStatusResource,
  employmentTypeResource,
  jobPositionResource,
  staffDemandResource,
  townResource,
} from '@pano/contract';
import type { OptionSource } from '../../../crud/core/optionTypes.ts';

export { roleChoices } from '../../../crud/core/commonChoices.ts';

/** An active lookup's values by name (the applicants' selects and filters, spec 002 §7 'Filter short lists'). */
const activeByName = (api: OptionSource['api']): OptionSource => ({
  api,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
});

export const educationStatusChoices = activeByName(educationStatusResource);
export const employmentTypeChoices = activeByName(employmentTypeResource);
export const jobPositionChoices = activeByName(jobPositionResource);
export const documentTypeChoices = activeByName(documentTypeResource);

/** Türkiye's 81 cities by name. */
export const cityChoices: OptionSource = {
  api: cityResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, sortColumn: 'name', sortDescending: false },
};

/** Towns, searched as the user types (almost a thousand: too many for a select). */
export const townSearch: OptionSource = {
  api: townResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 20, sortColumn: 'name', sortDescending: false },
};

export const departmentChoices: OptionSource = {
  api: departmentResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, sortColumn: 'name', sortDescending: false },
};

/** Open staff demands an offer may be for (the newest hundred). */
export const staffDemandChoices: OptionSource = {
  api: staffDemandResource,
  label: ['description'],
  pager: { pageNumber: 1, pageSize: 100, isCompleted: false },
};
