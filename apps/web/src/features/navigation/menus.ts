import DevicesIcon from '@mui/icons-material/Devices';
import RolesIcon from '@mui/icons-material/AdminPanelSettings';
import { menuResource, menuRoleResource } from '@pano/contract';
import { CategoryIconCell } from '../../components/CategoryIconCell.tsx';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { CategoryIconInput } from '../../crud/views/fields/CategoryIconInput.tsx';
import { NO_ROLE_NOTE, targetFields, windowFields } from './fields.ts';
import { MenuDevicesDialog } from './MenuDevicesDialog.tsx';
import { MenuMoveCell } from './MenuMoveCell.tsx';
import { rolesDialog } from './MembershipRolesDialog.tsx';
import { PublishStatusCell } from './PublishStatusCell.tsx';
import { ROLE_PATHS, rolesDefinition } from './roles.ts';

/** A menu entry's roles: createMenuRole for added ones, deleteMenuRole for removed ones. */
export const menuRolesDefinition = rolesDefinition('menuRole', menuResource, menuRoleResource, 'menuId');

/**
 * Menu entries of the employees' app (spec 001 §2, §5, §9; docs/navigation.md): by position, with the
 * arrows, the icon, the name and the publish status; roles, devices, edit and delete per row.
 */
export const menuDefinition: EntityDefinition = {
  key: 'menu',
  api: menuResource,
  list: {
    columns: [
      { path: 'position', labelKey: 'navigation.move', cell: MenuMoveCell },
      { path: 'icon', cell: CategoryIconCell },
      { path: 'name', sortable: true },
      { path: 'startDate', labelKey: 'navigation.status.label', cell: PublishStatusCell },
    ],
    select: ['endDate', ...ROLE_PATHS],
    sort: { column: 'position', descending: false },
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'position', kind: 'number', integer: true },
      { name: 'icon', kind: 'text', input: CategoryIconInput },
      ...targetFields(['HtmlPage', 'UrlBrowser', 'Form']),
      { name: 'backgroundColor', kind: 'text', optional: true, hintKey: 'navigation.colorHint' },
      ...windowFields,
    ],
    width: 'md',
    noteKey: NO_ROLE_NOTE,
  },
  rows: {
    actions: [
      {
        key: 'roles',
        labelKey: 'navigation.rolesOf',
        icon: RolesIcon,
        dialog: rolesDialog(menuRolesDefinition),
        needs: 'update',
      },
      { key: 'devices', labelKey: 'navigation.devicesOf', icon: DevicesIcon, dialog: MenuDevicesDialog },
    ],
  },
};
