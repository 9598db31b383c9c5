import { eq } from 'drizzle-orm';
import {
  announcementMultimediaResource,
  announcementResource,
  announcementSendHistoryResource,
  announcementUserResource,
  id,
} from '@pano/contract';
import {
  announcementMultimedias,
  announcementSendHistories,
  announcementUsers,
  announcements,
} from '../../db/tenant/announcements.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from '../people/user.entity.ts';
import { userNameFields } from '../people/user-name-fields.ts';
import { groupEntity } from '../people/group.entities.ts';
import { categoryEntity } from './category.entity.ts';

/** Who an announcement was sent to, as chosen: a user or a group (`sendHistories`). */
export const announcementSendHistoryEntity: EntityDefinition = {
  api: announcementSendHistoryResource,
  table: announcementSendHistories,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  hasActive: false,
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'group', foreignKey: 'groupId', target: () => groupEntity },
  ],
};

/**
 * The users an announcement reached: the detail page's paged recipients table. Spec 000 §3 reads them flat,
 * `{userId name surname}`; the nested `user` is there too.
 */
export const announcementUserEntity: EntityDefinition = {
  api: announcementUserResource,
  table: announcementUsers,
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'id', descending: false },
  hasActive: false,
  pagerFilters: {
    announcementId: { input: id, where: (value) => eq(announcementUsers.announcementId, value as number) },
  },
  relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }],
  extraFields: userNameFields,
};

/** An image, video or pdf of an announcement; filePath is the public /files path. */
export const announcementMultimediaEntity: EntityDefinition = {
  api: announcementMultimediaResource,
  table: announcementMultimedias,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  hasActive: false,
};

/**
 * Announcements (spec 000 §2, §3): the list (newest first) and the detail read through the generic
 * machinery; create, update and delete are use cases of their own (nested input, files, recipients).
 */
export const announcementEntity: EntityDefinition = {
  api: announcementResource,
  // nested input, files and recipients: its own use cases (announcements.area.ts)
  custom: ['create', 'update', 'remove'],
  history: { html: ['body'] },
  table: announcements,
  searchColumns: ['title', 'spotText'],
  sortColumns: ['id', 'createTime', 'title'],
  defaultSort: { column: 'createTime', descending: true },
  hasActive: false,
  relations: [{ field: 'category', foreignKey: 'categoryId', target: () => categoryEntity }],
  collections: [
    { field: 'users', foreignKey: 'announcementId', target: () => announcementUserEntity },
    { field: 'sendHistories', foreignKey: 'announcementId', target: () => announcementSendHistoryEntity },
    { field: 'multimedias', foreignKey: 'announcementId', target: () => announcementMultimediaEntity },
  ],
};
