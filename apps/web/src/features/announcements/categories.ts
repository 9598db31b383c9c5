import { categoryResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { CategoryIconCell } from '../../components/CategoryIconCell.tsx';
import { CategoryNotificationCell, CategoryStatusCell } from './CategoryCells.tsx';
import { CategoryIconInput } from '../../crud/views/fields/CategoryIconInput.tsx';
import { CategoryNotificationInput } from './CategoryNotificationInput.tsx';

/**
 * Announcement categories (spec 000 §2, §4, §5): name, icon, notification and an Aktif/Pasif chip; active
 * ones unless 'show passive ones'; the dialog has name, the icon picker and 'send notification' (1 or 0);
 * Aktif on edit only. Name and icon are required (the contract's rule keeps Save disabled without them).
 */
export const categoryDefinition: EntityDefinition = {
  key: 'category',
  api: categoryResource,
  hasActive: true,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'icon', cell: CategoryIconCell },
      {
        path: 'isNotification',
        cell: CategoryNotificationCell,
        export: { labelKeys: { 1: 'common.yes', 0: 'common.no' } },
      },
      {
        path: 'isActive',
        labelKey: 'categories.status',
        cell: CategoryStatusCell,
        export: { labelKeys: { true: 'categories.active', false: 'categories.passive' } },
      },
    ],
    sort: { column: 'id', descending: true },
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'icon', kind: 'text', input: CategoryIconInput },
      {
        name: 'isNotification',
        kind: 'number',
        integer: true,
        defaultValue: 0,
        input: CategoryNotificationInput,
      },
    ],
  },
};
