import {
  holidayCopyInput,
  leaveAdjustmentInput,
  leaveEntitlementInput,
  officialHolidaysInput,
  permissionCancelInput,
  permissionRequestInput,
} from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { exportFileResult } from '../../graphql/export-file.ts';
import { pagerSchema } from '../../crud/pager-schema.ts';
import { defineArea } from '../area.ts';
import { exportPermissions } from './export-permissions.ts';
import { addOfficialHolidays, copyHolidays, holidayEntity, type HolidayFill } from './holidays.ts';
import { myLeaveBalance, type LeaveBalance, type LeaveTypeBalance } from './leave-balance.ts';
import {
  cancelPermission,
  myPermissionPager,
  myPermissions,
  myPermissionTypes,
  type MyPermission,
  type PortalPermissionType,
} from './my-permissions.ts';
import { permissionEntity } from './permission.entity.ts';
import { permissionTypeEntity, permissionTypeRoleEntity } from './permission-type.entities.ts';
import { requestPermission } from './request-permission.ts';
import {
  adjustLeaveBalance,
  leaveEntitlement,
  setLeaveEntitlement,
  type LeaveEntitlement,
  type LeaveLedgerRow,
} from './leave-entitlement.ts';
import { ANNIVERSARY_JOB, anniversaryJob } from './leave-rollover.ts';

/**
 * Leave (spec 002 §2 Leave permissions; docs/leave.md): types and their roles and workflows, the requests
 * with their Excel export, each user's entitlement ledger on the panel; employees request, list and
 * cancel leave on the portal; work anniversaries renew the entitlement in the background.
 */
export const leaveArea = defineArea({
  name: 'leave',
  entities: [permissionTypeEntity, permissionTypeRoleEntity, permissionEntity, holidayEntity],
  jobs: { [ANNIVERSARY_JOB]: anniversaryJob },
  main(kit) {
    const ledgerRow = plainObject<LeaveLedgerRow>(kit, 'LeaveLedgerRow', {
      id: 'Int',
      kind: 'String',
      days: 'Float',
      leaveYear: 'String',
      reason: 'String?',
      createdBy: 'Int?',
      createdByName: 'String?',
      createTime: 'String',
    });
    const entitlement = plainObject<LeaveEntitlement>(kit, 'LeaveEntitlement', {
      userId: 'Int',
      hireDate: 'String?',
      leaveYear: 'String?',
      yearEnd: 'String?',
      lawDays: 'Float?',
      totalDayOff: 'Float',
      usedDays: 'Float',
      pendingDays: 'Float',
      remainingDays: 'Float',
      rows: { list: ledgerRow as never },
    });
    defineQuery(kit, {
      name: 'leaveEntitlement',
      type: kit.single('LeaveEntitlement', entitlement),
      id: true,
      run: leaveEntitlement,
    });
    defineMutation(kit, {
      name: 'adjustLeaveBalance',
      input: { schema: leaveAdjustmentInput, typeName: 'LeaveAdjustmentInput' },
      run: adjustLeaveBalance,
    });
    defineMutation(kit, {
      name: 'setLeaveEntitlement',
      input: { schema: leaveEntitlementInput, typeName: 'LeaveEntitlementInput' },
      run: setLeaveEntitlement,
    });
    defineQuery(kit, {
      name: 'exportPermissions',
      type: exportFileResult(kit),
      input: {
        arg: 'pagerModel',
        schema: pagerSchema(permissionEntity),
        typeName: 'PermissionPagerModel',
        optional: true,
      },
      run: exportPermissions,
    });
    const fill = plainObject<HolidayFill>(kit, 'HolidayFill', {
      added: 'Int',
      skipped: 'Int',
      movingLeftOut: 'Boolean',
    });
    defineMutation(kit, {
      name: 'addOfficialHolidays',
      type: kit.single('HolidayFill', fill),
      input: { schema: officialHolidaysInput, typeName: 'OfficialHolidaysInput' },
      run: addOfficialHolidays,
    });
    defineMutation(kit, {
      name: 'copyHolidays',
      type: kit.single('HolidayFill', fill),
      input: { schema: holidayCopyInput, typeName: 'HolidayCopyInput' },
      run: copyHolidays,
    });
  },
  portal(kit) {
    const type = plainObject<PortalPermissionType>(kit, 'PortalPermissionType', {
      id: 'Int',
      name: 'String',
    });
    defineQuery(kit, {
      name: 'myPermissionTypes',
      type: kit.list('PortalPermissionType', type),
      run: myPermissionTypes,
    });
    const typeBalance = plainObject<LeaveTypeBalance>(kit, 'LeaveTypeBalance', {
      permissionTypeId: 'Int',
      name: 'String',
      drawsOn: 'String',
      allowance: 'Float?',
      usedDays: 'Float',
      pendingDays: 'Float',
      remainingDays: 'Float?',
    });
    const balance = plainObject<LeaveBalance & { types: LeaveTypeBalance[] }>(kit, 'LeaveBalance', {
      totalDayOff: 'Float',
      usedDays: 'Float',
      pendingDays: 'Float',
      remainingDays: 'Float',
      types: { list: typeBalance as never },
    });
    defineQuery(kit, {
      name: 'myLeaveBalance',
      type: kit.single('LeaveBalance', balance),
      run: myLeaveBalance,
    });
    const permission = plainObject<MyPermission>(kit, 'MyPermission', {
      id: 'Int',
      permissionTypeId: 'Int',
      permissionTypeName: 'String',
      startDate: 'String',
      endDate: 'String',
      dayCount: 'Float',
      halfDay: 'String?',
      description: 'String?',
      statusId: 'Int',
      statusName: 'String',
      createTime: 'String',
      completedDate: 'String?',
    });
    defineQuery(kit, {
      name: 'myPermissions',
      type: kit.list('MyPermission', permission),
      input: {
        arg: 'pagerModel',
        schema: myPermissionPager,
        typeName: 'MyPermissionPagerModel',
        optional: true,
      },
      run: myPermissions,
    });
    defineMutation(kit, {
      name: 'requestPermission',
      input: { schema: permissionRequestInput, typeName: 'RequestPermissionInput' },
      run: requestPermission,
    });
    defineMutation(kit, {
      name: 'cancelPermission',
      input: { schema: permissionCancelInput, typeName: 'CancelPermissionInput' },
      run: cancelPermission,
    });
  },
});
