import { categoryResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

/** The dialog's category dropdown: active categories by name, all at once (spec 000 §7 short list). */
export const categoryChoices: OptionSource = {
  api: categoryResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false, isActive: true },
};
