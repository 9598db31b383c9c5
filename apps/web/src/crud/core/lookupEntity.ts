import type { Resource } from '@pano/contract';
import type { EntityDefinition } from './definition.ts';

/**
 * An id/name/isActive lookup (gender, level, status and the recruitment lookups): one registry line per
 * entity, its names and rules from the contract's resource (`genderResource`). `overrides` replace whole
 * groups (`list`, `form`).
 */
export function lookupEntity(
  key: string,
  api: Resource,
  overrides: Partial<EntityDefinition> = {},
): EntityDefinition {
  return {
    key,
    api,
    hasActive: true,
    list: { columns: [{ path: 'name', sortable: true }] },
    form: { fields: [{ name: 'name', kind: 'text' }] },
    ...overrides,
  };
}
