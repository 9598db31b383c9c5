import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
import { defineArea, list } from '../area.tsx';

/** Leave (spec 002 §2 Leave permissions): types, the roles and workflows of a type, the requests. */
export const leaveArea = defineArea({
  name: 'leave',
  screens: {
    leaveTypes: list('/izin/tipler', 'leaveTypes'),
    leaveTypeRoles: list('/izin/tipler/:permissionTypeId', 'leaveTypeRoles'),
    leaveRequests: list('/izin/talepler', 'leaveRequests'),
  },
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.leaveRegistry),
});
