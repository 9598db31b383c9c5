import { categoryResource } from '@pano/contract';
import { announcementCategories } from '../../db/tenant/announcements.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

/**
 * Announcement categories (spec 000 §2, §3, §5): name, icon (one of CATEGORY_ICONS), whether a new
 * announcement of the category notifies, active flag. isNotification is stored as a boolean and travels as
 * 1 or 0 both ways (spec 000 §9). A category still used by announcements is not deleted (InUse).
 */
export const categoryEntity: EntityDefinition = {
  api: categoryResource,
  unique: ['name'],
  table: announcementCategories,
  hidden: ['isNotification'],
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: true,
  extraFields: {
    isNotification: {
      type: 'Int',
      reads: ['isNotification'],
      resolve: (row) => (row.isNotification === true ? 1 : 0),
    },
  },
  toInput: (row) => ({ ...row, isNotification: row.isNotification === true ? 1 : 0 }),
  hooks: {
    beforeWrite(_ctx, values) {
      values.isNotification = values.isNotification === 1;
      return Promise.resolve();
    },
  },
};
