import VisibilityIcon from '@mui/icons-material/Visibility';
import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_PAGE_SIZES } from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';
import type { OptionSource } from '../../crud/optionTypes.ts';
import { announcementPaths } from './paths.ts';

/**
 * Announcements (spec 000 §2): 50 per page, newest first, searchable; a row opens its detail page. The
 * list and the delete use the generic machinery; create and edit use the announcement dialog (nested
 * input, editor, files, recipients).
 */
export const announcementDefinition: EntityDefinition = {
  key: 'announcement',
  typeName: 'Announcement',
  listQuery: 'announcements',
  pagerArg: 'announcementPagerModel',
  remove: 'deleteAnnouncement',
  columns: [
    { path: 'title' },
    { path: 'category.name', labelKey: 'announcements.category' },
    { path: 'createTime', labelKey: 'announcements.date', format: 'date' },
  ],
  rowLabel: ['title'],
  pageSize: ANNOUNCEMENT_PAGE_SIZE,
  pageSizes: ANNOUNCEMENT_PAGE_SIZES,
  sort: { column: 'createTime', descending: true },
  // an edit shows at once on the detail page too
  clearsCache: ['announcement'],
  rowLinks: [
    {
      labelKey: 'announcements.openDetail',
      to: announcementPaths.detail,
      param: 'announcementId',
      icon: VisibilityIcon,
    },
  ],
};

/** The dialog's category dropdown: active categories by name, all at once (spec 000 §7 short list). */
export const categoryChoices: OptionSource = {
  listQuery: 'categories',
  typeName: 'Category',
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false, isActive: true },
};
