import { notifications } from '../../db/tenant/schema.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

/** A user's notifications (the notifications dialog), newest first; the badge is totalItemCount. */
export const notificationEntity: EntityDefinition = {
  typeName: 'Notification',
  listName: 'notifications',
  pagerArg: 'notificationPagerModel',
  table: notifications,
  searchColumns: ['body'],
  sortColumns: ['id', 'createTime', 'viewedDate'],
  defaultSort: { column: 'createTime', descending: true },
  filters: ['userId'],
};
