import { userResource, userSubstituteResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { valueAt } from '../../crud/core/format.ts';
import { userSearch } from '../../crud/core/recipients.ts';
import { SubstitutePeriodCell } from './SubstitutePeriodCell.tsx';

/**
 * A user's substitutes for approvals (docs/approvals.md, Delegation), under their managers: who stands in,
 * and when — from one day to another, or with neither day while the user's own leave is approved. The
 * contract checks both days or neither, and the end not before the start, at the end date.
 */
export const userSubstituteDefinition: EntityDefinition = {
  key: 'userSubstitute',
  api: userSubstituteResource,
  list: {
    rowLabel: ['substitute.fullName'],
    columns: [
      { path: 'substitute.fullName', labelKey: 'people.substituteName' },
      { path: 'startDate', labelKey: 'people.substitutePeriod', cell: SubstitutePeriodCell, export: false },
    ],
    select: ['endDate'],
    parent: { param: 'userId', api: userResource, label: ['name', 'surname'] },
    searchable: false,
  },
  form: {
    fields: [
      {
        name: 'substituteId',
        kind: 'picker',
        search: userSearch,
        initialOption: (row) =>
          typeof row.substituteId === 'number'
            ? { id: row.substituteId, label: String(valueAt(row, 'substitute.fullName') ?? row.substituteId) }
            : null,
      },
      { name: 'startDate', kind: 'date', optional: true },
      { name: 'endDate', kind: 'date', optional: true },
    ],
    hiddenInputs: [{ name: 'userId', type: 'Int!' }],
  },
};
