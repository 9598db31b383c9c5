import { holidayResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { HolidayYearActions } from './HolidayYearActions.tsx';

/** This year and the two around it: the years a leave request may reach (docs/leave.md). */
const thisYear = () => new Date().getFullYear();
const years = () => [thisYear() - 1, thisYear(), thisYear() + 1, thisYear() + 2];

/**
 * The tenant's public holidays (/izin/tatiller; docs/leave.md): one year at a time, this year first, by date;
 * a date once, full or half a day; the year filled from Turkey's official calendar or copied to the next.
 */
export const holidayDefinition: EntityDefinition = {
  key: 'holiday',
  api: holidayResource,
  list: {
    columns: [
      { path: 'day', format: 'date', sortable: true },
      { path: 'name', sortable: true },
      { path: 'isHalfDay', format: 'boolean' },
    ],
    rowLabel: ['name'],
    sort: { column: 'day', descending: false },
    pageSize: 20,
    filters: [
      {
        name: 'year',
        allLabelKey: 'leave.allYears',
        defaultValue: thisYear,
        options: { values: years().map((value) => ({ value })) },
      },
    ],
    toolbar: [HolidayYearActions],
  },
  form: {
    fields: [
      { name: 'day', kind: 'date' },
      { name: 'name', kind: 'text' },
      { name: 'isHalfDay', kind: 'switch', defaultValue: false },
    ],
  },
  clearsCache: ['permissions'],
};
