import { defineArea, list } from '../area.tsx';

/** Leave (spec 002 §2 Leave permissions): types, the roles and workflows of a type, the requests. */
export const leaveArea = defineArea({
  name: 'leave',
  screens: {
    leaveTypes: list('/izin/tipler', 'leaveTypes'),
    leaveTypeRoles: list('/izin/tipler/:permissionTypeId', 'leaveTypeRoles'),
    leaveRequests: list('/izin/talepler', 'leaveRequests'),
    holidays: list('/izin/tatiller', 'holidays'),
  },
  registry: () => import('./registry.ts').then((module) => module.leaveRegistry),
});
