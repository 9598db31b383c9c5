import NotificationsIcon from '@mui/icons-material/Notifications';
import { changeRoleInput } from '@pano/contract';
import type { FormActionDefinition } from '../../crud/actionTypes.ts';
import type { EntityDefinition, RowActionDefinition } from '../../crud/types.ts';
import { roleChoices } from './sources.ts';

/** Change role: exactly one role per user (spec 001 §2, §7: changeUserRole {userId, roleId}). */
export const changeRoleAction: FormActionDefinition = {
  titleKey: 'people.changeRoleOf',
  mutation: 'changeUserRole',
  fields: [{ name: 'roleId', kind: 'select', options: { source: roleChoices } }],
  hiddenInputs: [{ name: 'userId', type: 'Int!' }],
  schema: changeRoleInput,
  initialValues: (row) => ({ userId: row.id, roleId: typeof row.roleId === 'number' ? row.roleId : null }),
  successKey: 'people.roleChanged',
  clearsCache: ['user'],
};

/** A user's notifications: body, viewed, viewed time (DD.MM.YYYY, h:mm:ss a or '-'). */
export const notificationDefinition: EntityDefinition = {
  key: 'notification',
  typeName: 'Notification',
  listQuery: 'notifications',
  pagerArg: 'notificationPagerModel',
  columns: [
    { path: 'body' },
    { path: 'isViewed', format: 'checkbox' },
    { path: 'viewedDate', format: 'dateTime' },
  ],
  searchable: false,
};

export const notificationsAction: RowActionDefinition = {
  key: 'notifications',
  labelKey: 'people.notificationsOf',
  icon: NotificationsIcon,
  list: {
    titleKey: 'people.notificationsOf',
    definition: notificationDefinition,
    ownerFilter: 'userId',
    badge: true,
  },
};
