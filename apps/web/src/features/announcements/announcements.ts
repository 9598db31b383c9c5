import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_PAGE_SIZES,
  ANNOUNCEMENT_USERS_PAGE_SIZE,
  announcementResource,
  announcementUserResource,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { lazyDialog } from '../area.tsx';

/**
 * Announcements (spec 000 §2): 50 per page, newest first, searchable; a row opens its detail page. The
 * list and the delete use the generic machinery; create and edit use the announcement dialog (nested
 * input, editor, files, recipients), loaded apart with its editor.
 */
export const announcementDefinition: EntityDefinition = {
  key: 'announcement',
  api: announcementResource,
  list: {
    columns: [
      { path: 'title', sortable: true },
      { path: 'category.name', labelKey: 'announcements.category' },
      { path: 'createTime', labelKey: 'announcements.date', format: 'date' },
    ],
    rowLabel: ['title'],
    pageSize: ANNOUNCEMENT_PAGE_SIZE,
    pageSizes: ANNOUNCEMENT_PAGE_SIZES,
    sort: { column: 'createTime', descending: true },
  },
  form: lazyDialog(() => import('./AnnouncementListDialog.tsx'), 'AnnouncementListDialog', true),
  rows: {
    links: [
      {
        labelKey: 'announcements.openDetail',
        screen: 'announcementDetail',
        param: 'announcementId',
        icon: VisibilityIcon,
      },
    ],
    history: true,
  },
  // an edit shows at once on the detail page too
  clearsCache: ['announcement'],
};

/** The users an announcement reached, on its detail page (announcementUserPagerModel, 10 a page). */
export const announcementUserDefinition: EntityDefinition = {
  key: 'announcementUser',
  api: announcementUserResource,
  list: {
    columns: [
      { path: 'user.name', labelKey: 'contract:fields.name' },
      { path: 'user.surname', labelKey: 'contract:fields.surname' },
      { path: 'user.email', labelKey: 'contract:fields.email' },
      // the read receipt: when the employee first opened it in the app (docs/portal-app.md); '-' until then
      { path: 'readTime', labelKey: 'announcements.readTime', format: 'dateTime' },
    ],
    pageSize: ANNOUNCEMENT_USERS_PAGE_SIZE,
    parent: { param: 'announcementId' },
    searchable: false,
  },
};
