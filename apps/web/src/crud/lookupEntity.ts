import { lookupCreateInput, lookupUpdateInput } from '@pano/contract';
import type { EntityDefinition } from './types.ts';

/**
 * An id/name/isActive lookup (gender, level, status and the recruitment lookups): one line per entity.
 * Operation names follow the API: `genders`, `gender`, `createGender`, `updateGender`, `deleteGender`.
 */
export function lookupEntity(
  key: string,
  typeName: string,
  listQuery: string,
  overrides: Partial<EntityDefinition> = {},
): EntityDefinition {
  return {
    key,
    typeName,
    listQuery,
    singleQuery: key,
    create: `create${typeName}`,
    update: `update${typeName}`,
    remove: `delete${typeName}`,
    columns: [{ path: 'name' }],
    dialogFields: [{ name: 'name', kind: 'text' }],
    createSchema: lookupCreateInput,
    updateSchema: lookupUpdateInput,
    hasActive: true,
    ...overrides,
  };
}
