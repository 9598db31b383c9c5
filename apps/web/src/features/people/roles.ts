import ImageIcon from '@mui/icons-material/Image';
import { roleCreateInput, roleUpdateInput } from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';
import { peoplePaths } from './paths.ts';

/**
 * Roles, 'organizations' (spec 001 §2, §4): id and name, active ones unless 'Pasifleri göster'; name and
 * description, Aktif on edit; the level is always 1 (the contract's rule fills the hidden input).
 */
export const roleDefinition: EntityDefinition = {
  key: 'role',
  typeName: 'Role',
  listQuery: 'roles',
  pagerArg: 'rolePagerModel',
  singleQuery: 'role',
  create: 'createRole',
  update: 'updateRole',
  columns: [{ path: 'id' }, { path: 'name' }],
  dialogFields: [
    { name: 'name', kind: 'text' },
    { name: 'description', kind: 'multiline', optional: true },
  ],
  hiddenInputs: [{ name: 'level', type: 'Int!' }],
  createSchema: roleCreateInput,
  updateSchema: roleUpdateInput,
  hasActive: true,
  sort: { column: 'id', descending: false },
  rowLinks: [{ labelKey: 'people.logoOf', to: peoplePaths.roleLogo, param: 'roleId', icon: ImageIcon }],
};
