import type { Resource } from '@pano/contract';
import type { EntityDefinition, IdTable } from '../../crud/entity-definition.ts';

/**
 * The id/name/isActive lookup most of the spec's definition lists share: one line per lookup, its names
 * from the contract (`lookupResource('Gender', 'genders')` → `genders`, `gender`, `createGender` …).
 */
export function lookupEntity(api: Resource, table: IdTable): EntityDefinition {
  return {
    api,
    table,
    searchColumns: ['name'],
    smallList: true,
    sortColumns: ['id', 'name', 'createTime'],
    defaultSort: { column: 'id', descending: true },
    hasActive: true,
    unique: ['name'],
  };
}
