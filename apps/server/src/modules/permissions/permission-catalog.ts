import { allPermissionsOf, permissionKey, type Permission } from '@pano/contract';
import { permissionAreaOf, type ServerArea } from '../area.ts';

let areas: readonly string[] | undefined;
let catalog: readonly Permission[] | undefined;
let keys: ReadonlySet<string> | undefined;

/**
 * Takes the list of areas (`modules/areas.ts` hands it over as it loads): the permission areas are those of
 * the manifests with main-service operations — the same areas the operations are registered under.
 */
export function setPermissionAreas(list: readonly ServerArea[]): void {
  const names = list.flatMap((area) =>
    area.entities?.length || area.main ? [permissionAreaOf(area) ?? []].flat() : [],
  );
  areas = [...new Set(names)].sort();
  catalog = undefined;
  keys = undefined;
}

/**
 * Every permission a role can hold (docs/permissions.md): each permission area with the five standard
 * actions and its special ones.
 */
export function permissionCatalog(): readonly Permission[] {
  if (!areas) throw new Error('the list of areas (modules/areas.ts) is not loaded');
  catalog ??= allPermissionsOf(areas);
  return catalog;
}

/** Whether a role can hold this permission at all. */
export function isKnownPermission(permission: Permission): boolean {
  keys ??= new Set(permissionCatalog().map(permissionKey));
  return keys.has(permissionKey(permission));
}
