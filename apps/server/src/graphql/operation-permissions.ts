import type { PermissionAction } from '@pano/contract';
import type { OperationPermission } from '../request/role-permissions.ts';
import type { Kit } from './builder.ts';

export type { OperationPermission };

/**
 * How an operation says it (docs/permissions.md): left out, a query reads its area (an ExportFileResult
 * exports it) and a mutation updates it, or creates / deletes it by its name; an action names another of its
 * area's actions (a special one); an area and action place it in another area; 'signedIn' is for what
 * every panel user needs (their own session, password and menu).
 */
export type PermissionSpec = PermissionAction | 'signedIn' | { area: string; action: PermissionAction };

interface Guarded {
  /** The permission area whose manifest is registering now. */
  area?: string;
  operations: Map<string, OperationPermission>;
  /** The permission area each operation was declared in (a picker list's too, though it needs none). */
  areas: Map<string, string>;
}

const guarded = new WeakMap<Kit, Guarded>();

/** Makes a kit's operations subject to the panel's permissions (the main service). */
export function guardPermissions(kit: Kit): void {
  guarded.set(kit, { operations: new Map(), areas: new Map() });
}

/** Registers `register`'s operations as the permission area `area`'s (one manifest's entities or `main`). */
export function inPermissionArea(kit: Kit, area: string | undefined, register: () => void): void {
  const state = guarded.get(kit);
  if (!state) return register();
  state.area = area;
  try {
    register();
  } finally {
    state.area = undefined;
  }
}

/**
 * The generic lists every picker reads, whatever area it is in (roles, departments, users, groups and
 * workflows): any signed-in panel user may list them. Their single rows and writes stay their area's.
 */
export const PICKER_LISTS: ReadonlySet<string> = new Set([
  'roles',
  'departments',
  'users',
  'groups',
  'workflows',
]);

function defaultAction(name: string, kind: 'query' | 'mutation', exports: boolean): PermissionAction {
  if (kind === 'query') return exports ? 'export' : 'read';
  if (/^(create|add)/.test(name)) return 'create';
  if (/^(delete|remove)/.test(name)) return 'delete';
  return 'update';
}

/**
 * Says which area and action an operation of a guarded kit needs, once, where it is declared; answers it
 * (undefined on a kit that is not guarded: the shared and portal services). An operation of the main
 * service outside every manifest is a programming error.
 */
export function claimPermission(
  kit: Kit,
  name: string,
  kind: 'query' | 'mutation',
  spec: PermissionSpec | undefined,
  exports = false,
): OperationPermission | undefined {
  const state = guarded.get(kit);
  if (!state) return undefined;
  let permission: OperationPermission;
  if (spec === 'signedIn') permission = 'signedIn';
  else if (typeof spec === 'object') permission = spec;
  else {
    if (!state.area) throw new Error(`operation ${name} is outside every area: name its permission`);
    permission = { area: state.area, action: spec ?? defaultAction(name, kind, exports) };
  }
  state.operations.set(name, permission);
  if (state.area) state.areas.set(name, state.area);
  return permission;
}

/** Every operation of a guarded kit with the permission it needs (the permissions walk, the catalog). */
export function operationPermissions(kit: Kit): ReadonlyMap<string, OperationPermission> {
  return guarded.get(kit)?.operations ?? new Map();
}

/**
 * The permission area an operation of a guarded kit was declared in, whatever it needs: a picker list
 * (`users`, 'signedIn') is still the people area's, whose `export` its Excel file needs (docs/exports.md).
 */
export function operationArea(kit: Kit, name: string): string | undefined {
  return guarded.get(kit)?.areas.get(name);
}
