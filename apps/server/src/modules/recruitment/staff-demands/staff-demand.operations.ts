import { staffDemandCloseInput, staffDemandRequestInput } from '@pano/contract';
import type { Kit } from '../../../graphql/builder.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { defineMutation, defineQuery } from '../../../graphql/operations.ts';
import { portalPager } from '../../portal/portal-pager.ts';
import { closeStaffDemand } from './close-staff-demand.ts';
import { myStaffDemands, requestStaff, type MyStaffDemand } from './request-staff.ts';

/** The entities of staff demands, for the recruitment area's list. */
export { staffDemandEntity } from './staff-demand.entity.ts';
export { staffDemandResultEntity } from './staff-demand-result.entity.ts';

/** Panel: HR closes an approved demand (docs/recruitment.md, 'Staff demands'). */
export function staffDemandMain(kit: Kit): void {
  defineMutation(kit, {
    name: 'closeStaffDemand',
    input: { schema: staffDemandCloseInput, typeName: 'CloseStaffDemandInput' },
    run: closeStaffDemand,
  });
}

/** Portal: a manager asks for staff and follows their demands. */
export function staffDemandPortal(kit: Kit): void {
  defineMutation(kit, {
    name: 'requestStaff',
    input: { schema: staffDemandRequestInput, typeName: 'RequestStaffInput' },
    run: requestStaff,
  });
  const mine = plainObject<MyStaffDemand>(kit, 'MyStaffDemand', {
    id: 'Int',
    description: 'String',
    departmentName: 'String?',
    jobPositionName: 'String?',
    state: 'String',
    statusName: 'String',
    isCompleted: 'Boolean',
    completedDate: 'String?',
    createTime: 'String',
  });
  defineQuery(kit, {
    name: 'myStaffDemands',
    type: kit.list('MyStaffDemand', mine),
    input: { arg: 'pagerModel', schema: portalPager, typeName: 'MyStaffDemandPagerModel', optional: true },
    run: myStaffDemands,
  });
}
