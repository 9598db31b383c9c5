import NotificationsIcon from '@mui/icons-material/Notifications';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PasswordIcon from '@mui/icons-material/Password';
import {
  ResendInvitationDocument,
  SendPasswordResetDocument,
  UnlockUserDocument,
} from '../../graphql/generated/people.ts';
import { changeRoleInput, notificationResource } from '@pano/contract';
import type {
  EntityDefinition,
  FormActionDefinition,
  RowActionDefinition,
} from '../../crud/core/definition.ts';
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
  api: notificationResource,
  list: {
    columns: [
      { path: 'body' },
      { path: 'isViewed', format: 'checkbox' },
      { path: 'viewedDate', format: 'dateTime' },
    ],
    parent: { param: 'userId' },
    searchable: false,
  },
};

export const notificationsAction: RowActionDefinition = {
  key: 'notifications',
  labelKey: 'people.notificationsOf',
  icon: NotificationsIcon,
  list: { titleKey: 'people.notificationsOf', definition: notificationDefinition, badge: true },
};

/** Unlock: offered for a user who must wait after failed sign-ins (docs/sign-in.md). */
export const unlockAction: RowActionDefinition = {
  key: 'unlock',
  labelKey: 'people.unlockOf',
  icon: LockOpenIcon,
  shown: (row) => row.isLocked === true,
  confirm: {
    titleKey: 'people.unlockOf',
    messageKey: 'people.unlockQuestion',
    confirmKey: 'people.unlock',
    document: UnlockUserDocument,
    successKey: 'people.unlocked',
  },
};

/** A new invitation link, for an active person who has no password yet (docs/passwords.md). */
export const resendInvitationAction: RowActionDefinition = {
  key: 'resendInvitation',
  labelKey: 'people.resendOf',
  icon: ForwardToInboxIcon,
  shown: (row) => row.hasPassword === false && row.isActive !== false,
  confirm: {
    titleKey: 'people.resendOf',
    messageKey: 'people.resendQuestion',
    confirmKey: 'people.send',
    document: ResendInvitationDocument,
    successKey: 'people.sent',
  },
};

/** A password reset link, for a person with a password; theirs works until the new one is set. */
export const passwordResetAction: RowActionDefinition = {
  key: 'passwordReset',
  labelKey: 'people.resetOf',
  icon: PasswordIcon,
  shown: (row) => row.hasPassword === true && row.isActive !== false,
  confirm: {
    titleKey: 'people.resetOf',
    messageKey: 'people.resetQuestion',
    confirmKey: 'people.send',
    document: SendPasswordResetDocument,
    successKey: 'people.sent',
  },
};
