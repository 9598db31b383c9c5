import { complaintSendInput } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { exportFileResult } from '../../graphql/export-file.ts';
import { defineArea } from '../area.ts';
import { complaintEntity, complaintTypeEntity } from './complaint.entities.ts';
import { exportComplaints } from './export-complaints.ts';
import { portalComplaintTypes, sendComplaint, type PortalComplaintType } from './send-complaint.ts';
import { pagerSchema } from '../../crud/pager-schema.ts';

/**
 * Anonymous complaints (spec 000 §2 Complaints): types and complaints on the panel with the Excel export;
 * employees choose a type and send one through the portal.
 */
export const complaintsArea = defineArea({
  name: 'complaints',
  entities: [complaintTypeEntity, complaintEntity],
  main(kit) {
    defineQuery(kit, {
      name: 'exportComplaints',
      type: exportFileResult(kit),
      // the list's own pager: the export takes exactly what the list takes
      input: {
        arg: 'pagerModel',
        schema: pagerSchema(complaintEntity),
        typeName: 'ComplaintPagerModel',
        optional: true,
      },
      run: exportComplaints,
    });
  },
  portal(kit) {
    const type = plainObject<PortalComplaintType>(kit, 'PortalComplaintType', { id: 'Int', name: 'String' });
    defineQuery(kit, {
      name: 'complaintTypes',
      type: kit.list('PortalComplaintType', type),
      run: portalComplaintTypes,
    });
    defineMutation(kit, {
      name: 'sendComplaint',
      input: { schema: complaintSendInput, typeName: 'SendComplaintInput' },
      run: sendComplaint,
    });
  },
});
