/**
 * Permissions per panel role (docs/permissions.md): for each area of the panel the five actions every area
 * has, and the few special ones that belong to one area. Said once here: the server enforces them, the panel
 * draws the matrix and hides what the signed-in user may not use.
 */
export const STANDARD_ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** The special actions by the area they belong to (a column of the matrix only on that area's row). */
export const SPECIAL_ACTIONS = {
  /** Send a disaster to its recipients (the disaster's create). */
  disasters: ['send'],
  /** 'Send the active contract for approval': every session ends and each one accepts it again. */
  settings: ['sendForApproval'],
  /** Hand over an approval waiting for one approver to another person. */
  requests: ['handOver'],
  /** Edit the roles' permission matrices. */
  people: ['managePermissions'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type SpecialAction = (typeof SPECIAL_ACTIONS)[keyof typeof SPECIAL_ACTIONS][number];
export type PermissionAction = StandardAction | SpecialAction;

/** Every action, the standard ones first (the matrix's columns). */
export const PERMISSION_ACTIONS: readonly PermissionAction[] = [
  ...STANDARD_ACTIONS,
  ...Object.values(SPECIAL_ACTIONS).flat(),
];

export interface Permission {
  area: string;
  action: string;
}

/** The actions an area has: the five standard ones and its special ones. */
export function actionsOf(area: string): readonly PermissionAction[] {
  const special: readonly PermissionAction[] =
    (SPECIAL_ACTIONS as Readonly<Record<string, readonly SpecialAction[]>>)[area] ?? [];
  return [...STANDARD_ACTIONS, ...special];
}

/** `area.action`: one permission as a set member. */
export const permissionKey = (permission: Permission): string => `${permission.area}.${permission.action}`;

/** Every permission of these areas. */
export const allPermissionsOf = (areas: readonly string[]): Permission[] =>
  areas.flatMap((area) => actionsOf(area).map((action) => ({ area, action })));
