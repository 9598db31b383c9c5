import { lookupCreateInput, lookupUpdateInput } from '@pano/contract';
import type { EntityDefinition, IdTable } from '../../crud/entity-definition.ts';

/**
 * The id/name/isActive lookup most of the spec's definition lists share: one line per lookup.
 * `typeName` Gender → queries `genders`, `gender`; mutations `createGender`, `updateGender`, `deleteGender`.
 */
export function lookupEntity(typeName: string, listName: string, table: IdTable): EntityDefinition {
  const singleName = typeName.charAt(0).toLowerCase() + typeName.slice(1);
  return {
    typeName,
    listName,
    singleName,
    table,
    searchColumns: ['name'],
    sortColumns: ['id', 'name', 'createTime'],
    defaultSort: { column: 'id', descending: true },
    hasActive: true,
    create: { name: `create${typeName}`, input: lookupCreateInput },
    update: { name: `update${typeName}`, input: lookupUpdateInput },
    remove: { name: `delete${typeName}` },
  };
}
