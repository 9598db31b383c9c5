import ManagersIcon from '@mui/icons-material/SupervisorAccount';
import SwapIcon from '@mui/icons-material/ManageAccounts';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { DEFAULT_BIRTH_DATE, NATIONAL_ID_LENGTH, userResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { RoleCell } from './RoleCell.tsx';
import { departmentChoices, roleChoices } from './sources.ts';
import {
  changeRoleAction,
  notificationsAction,
  passwordResetAction,
  resendInvitationAction,
  unlockAction,
} from './userActions.ts';
import { UserDetailDialog } from './UserDetailDialog.tsx';

/**
 * Users (spec 001 §2, §5, §7): name, surname and role with its icon; a role filter starting with 'Tümü';
 * every field of the spec in the dialog; detail, change role, notifications and the managers page per row.
 */
export const userDefinition: EntityDefinition = {
  key: 'user',
  api: userResource,
  // deactivated people (kept for their history) are listed by 'Pasifleri göster'; 'Aktif' brings one back
  hasActive: true,
  list: {
    rowLabel: ['name', 'surname'],
    columns: [
      { path: 'name', sortable: true },
      { path: 'surname', sortable: true },
      { path: 'email', sortable: true },
      { path: 'department.name', labelKey: 'contract:fields.departmentId' },
      { path: 'role.name', labelKey: 'contract:fields.roleId', cell: RoleCell },
    ],
    sort: { descending: false },
    select: ['isLocked', 'hasPassword'],
    filters: [{ name: 'roleId', allLabelKey: 'common.all', options: { source: roleChoices } }],
  },
  form: {
    fields: [
      { name: 'roleId', kind: 'select', options: { source: roleChoices } },
      { name: 'departmentId', kind: 'select', options: { source: departmentChoices } },
      { name: 'name', kind: 'text' },
      { name: 'surname', kind: 'text' },
      { name: 'email', kind: 'text', optional: true },
      // typed as people write it ('0532 123 45 67', '+90 …'); the contract stores its 10 digits
      { name: 'gsm', kind: 'text', optional: true, hintKey: 'people.gsmHint', inputMode: 'tel' },
      { name: 'nationalityIdentityNumber', kind: 'digits', maxLength: NATIONAL_ID_LENGTH, optional: true },
      { name: 'companyIdentityNumber', kind: 'text', optional: true },
      { name: 'birthDate', kind: 'date', defaultValue: DEFAULT_BIRTH_DATE, optional: true },
      // the first day of service: the annual leave renews on its anniversaries (docs/leave.md)
      { name: 'hireDate', kind: 'date', optional: true },
      {
        name: 'totalDayOff',
        kind: 'number',
        defaultValue: 0,
        optional: true,
        hintKey: 'people.totalDayOffHint',
      },
      { name: 'isPanelUser', kind: 'switch' },
    ],
  },
  rows: {
    history: true,
    links: [{ labelKey: 'people.managersOf', screen: 'userManagers', param: 'userId', icon: ManagersIcon }],
    actions: [
      { key: 'detail', labelKey: 'people.detailOf', icon: InfoIcon, dialog: UserDetailDialog },
      { key: 'changeRole', labelKey: 'people.changeRoleOf', icon: SwapIcon, form: changeRoleAction },
      notificationsAction,
      unlockAction,
      resendInvitationAction,
      passwordResetAction,
    ],
    inline: ['detail', 'edit'],
  },
  clearsCache: ['user'],
};
