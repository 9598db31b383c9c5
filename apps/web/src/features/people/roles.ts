import ImageIcon from '@mui/icons-material/Image';
import KeyIcon from '@mui/icons-material/Key';
import { roleResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';

/**
 * Roles, 'organizations' (spec 001 §2, §4): id and name, active ones unless 'Pasifleri göster'; name and
 * description, Aktif on edit; the level is always 1 (the contract's rule fills the hidden input).
 */
export const roleDefinition: EntityDefinition = {
  key: 'role',
  api: roleResource,
  hasActive: true,
  list: {
    columns: [
      { path: 'id', sortable: true },
      { path: 'name', sortable: true },
    ],
    sort: { column: 'id', descending: false },
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline', optional: true },
      { name: 'panelRole', kind: 'switch' },
    ],
    hiddenInputs: [{ name: 'level', type: 'Int!' }],
  },
  rows: {
    links: [
      { labelKey: 'people.logoOf', screen: 'roleLogo', param: 'roleId', icon: ImageIcon },
      { labelKey: 'people.permissionsOf', screen: 'rolePermissions', param: 'roleId', icon: KeyIcon },
    ],
    history: true,
  },
};
