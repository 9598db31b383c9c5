import DevicesIcon from '@mui/icons-material/Devices';
import { menuResource, menuRoleResource } from '@pano/contract';
import { CategoryIconCell } from '../../components/CategoryIconCell.tsx';
import { audienceForm } from '../../crud/core/audienceForm.ts';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { CategoryIconInput } from '../../crud/views/fields/CategoryIconInput.tsx';
import { NO_ROLE_NOTE, targetFields, windowFields } from './fields.ts';
import { MenuDevicesDialog } from './MenuDevicesDialog.tsx';
import { MenuMoveCell } from './MenuMoveCell.tsx';
import { PublishStatusCell } from './PublishStatusCell.tsx';

/** A menu entry's roles, chosen in its dialog: createMenuRole for added ones, deleteMenuRole for removed ones. */
const audience = audienceForm({ ownerKey: 'menuId', roles: menuRoleResource });

/**
 * Menu entries of the employees' app (spec 001 §2, §5, §9; docs/navigation.md): by position, with the
 * arrows, the icon, the name and the publish status (whom it reaches); devices, edit and delete per row; the
 * dialog chooses the roles.
 */
export const menuDefinition: EntityDefinition = {
  key: 'menu',
  api: menuResource,
  list: {
    columns: [
      { path: 'position', labelKey: 'navigation.move', cell: MenuMoveCell, export: false },
      { path: 'icon', cell: CategoryIconCell },
      { path: 'name', sortable: true },
      { path: 'startDate', labelKey: 'navigation.status.label', cell: PublishStatusCell, export: false },
    ],
    select: ['endDate'],
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
      ...audience.fields,
    ],
    memberships: audience.memberships,
    audience: audience.audience,
    width: 'md',
    noteKey: NO_ROLE_NOTE,
  },
  rows: {
    actions: [
      { key: 'devices', labelKey: 'navigation.devicesOf', icon: DevicesIcon, dialog: MenuDevicesDialog },
    ],
  },
};
