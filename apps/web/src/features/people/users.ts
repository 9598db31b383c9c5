import ManagersIcon from '@mui/icons-material/SupervisorAccount';
import SwapIcon from '@mui/icons-material/ManageAccounts';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import {
  DEFAULT_BIRTH_DATE,
  GSM_LENGTH,
  NATIONAL_ID_LENGTH,
  userCreateInput,
  userUpdateInput,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';
import { peoplePaths } from './paths.ts';
import { RoleCell } from './RoleCell.tsx';
import { departmentChoices, roleChoices } from './sources.ts';
import { changeRoleAction, notificationsAction } from './userActions.ts';
import { UserDetailDialog } from './UserDetailDialog.tsx';

/**
 * Users (spec 001 §2, §5, §7): name, surname and role with its icon; a role filter starting with 'Tümü';
 * every field of the spec in the dialog; detail, change role, notifications and the managers page per row.
 */
export const userDefinition: EntityDefinition = {
  key: 'user',
  typeName: 'User',
  listQuery: 'users',
  pagerArg: 'userPagerModel',
  singleQuery: 'user',
  create: 'createUser',
  update: 'updateUser',
  remove: 'deleteUser',
  rowLabel: ['name', 'surname'],
  columns: [
    { path: 'name' },
    { path: 'surname' },
    { path: 'role.name', labelKey: 'contract:fields.roleId', cell: RoleCell },
  ],
  sort: { descending: false },
  dialogFields: [
    { name: 'roleId', kind: 'select', options: { source: roleChoices } },
    { name: 'departmentId', kind: 'select', options: { source: departmentChoices } },
    { name: 'name', kind: 'text' },
    { name: 'surname', kind: 'text' },
    { name: 'email', kind: 'text', optional: true },
    { name: 'gsm', kind: 'digits', maxLength: GSM_LENGTH, optional: true },
    { name: 'nationalityIdentityNumber', kind: 'digits', maxLength: NATIONAL_ID_LENGTH, optional: true },
    { name: 'companyIdentityNumber', kind: 'text', optional: true },
    { name: 'birthDate', kind: 'date', defaultValue: DEFAULT_BIRTH_DATE, optional: true },
    { name: 'totalDayOff', kind: 'number', defaultValue: 0, optional: true },
    { name: 'isPanelUser', kind: 'switch' },
  ],
  createSchema: userCreateInput,
  updateSchema: userUpdateInput,
  listFilters: [{ name: 'roleId', allLabelKey: 'common.all', options: { source: roleChoices } }],
  rowLinks: [
    { labelKey: 'people.managersOf', to: peoplePaths.userManagers, param: 'userId', icon: ManagersIcon },
  ],
  rowActions: [
    { key: 'detail', labelKey: 'people.detailOf', icon: InfoIcon, dialog: UserDetailDialog },
    { key: 'changeRole', labelKey: 'people.changeRoleOf', icon: SwapIcon, form: changeRoleAction },
    notificationsAction,
  ],
  clearsCache: ['user'],
};
