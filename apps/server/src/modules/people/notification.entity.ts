import { notificationResource } from '@pano/contract';
import { notifications } from '../../db/tenant/people.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';

/** A user's notifications (the notifications dialog), newest first; the badge is totalItemCount. */
export const notificationEntity: EntityDefinition = {
  api: notificationResource,
  table: notifications,
  searchColumns: ['body'],
  sortColumns: ['id', 'createTime', 'viewedDate'],
  defaultSort: { column: 'createTime', descending: true },
  filters: ['userId'],
};
