import type { Registry } from '../area.tsx';
import { holidayDefinition } from './holidays.ts';
import { permissionDefinition } from './permissions.ts';
import { permissionTypeDefinition, permissionTypeRoleDefinition } from './permissionTypes.ts';

/** The leave registry: one entry per list screen served by the generic list page. */
export const leaveRegistry = {
  leaveTypes: permissionTypeDefinition,
  leaveTypeRoles: permissionTypeRoleDefinition,
  leaveRequests: permissionDefinition,
  holidays: holidayDefinition,
} satisfies Registry;
