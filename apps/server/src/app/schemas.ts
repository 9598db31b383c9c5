import type { GraphQLSchema } from 'graphql';
import { createKit, type Kit } from '../graphql/builder.ts';
import { registerEntity, registeredEntities } from '../crud/register-entity.ts';
import type { EntityDefinition } from '../crud/entity-definition.ts';
import { permissionAreaOf, type ServerArea } from '../modules/area.ts';
import { guardPermissions, inPermissionArea } from '../graphql/operation-permissions.ts';
import { AREAS } from '../modules/areas.ts';
import { registerListExport } from '../crud/list-export.ts';

export type ServiceName = 'main' | 'shared' | 'portal';

/**
 * One GraphQL service from the list of areas, before it is printed: the main service registers every area's
 * generic entities, then each area's own operations, each under its manifest's permission area
 * (docs/permissions.md); the portal takes employees' tokens only.
 */
export function buildKit(service: ServiceName, areas: readonly ServerArea[] = AREAS): Kit {
  const kit = createKit(service === 'portal' ? 'portal' : 'panel');
  kit.builder.queryType({});
  if (service !== 'shared') kit.builder.mutationType({});
  if (service === 'main') {
    guardPermissions(kit);
    for (const area of areas)
      inPermissionArea(kit, permissionAreaOf(area), () => {
        for (const e of area.entities ?? []) registerEntity(kit, e, area.name);
      });
  }
  for (const area of areas) inPermissionArea(kit, permissionAreaOf(area), () => area[service]?.(kit));
  // every generic list's Excel file (docs/exports.md, 'Every list')
  if (service === 'main') registerListExport(kit);
  return kit;
}

export function buildSchema(service: ServiceName, areas: readonly ServerArea[] = AREAS): GraphQLSchema {
  return buildKit(service, areas).builder.toSchema({ sortSchema: true });
}

/**
 * Generic entities served but not listed in an area's `entities` (registered by hand in an area's own
 * operations): the registry walk would miss them, so the registry test requires none.
 */
export function entitiesOutsideManifests(areas: readonly ServerArea[] = AREAS): EntityDefinition[] {
  const listed = new Set(areas.flatMap((area) => area.entities ?? []));
  return registeredEntities(buildKit('main', areas)).filter((def) => !listed.has(def));
}
