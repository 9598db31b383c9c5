import InfoIcon from '@mui/icons-material/InfoOutlined';
import { complaintResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { ComplaintDescriptionCell } from './ComplaintDescriptionCell.tsx';
import { ComplaintDetailDialog } from './ComplaintDetailDialog.tsx';
import { ExportComplaintsDocument } from '../../graphql/generated/complaints.ts';
import { listExportButton } from '../../crud/views/listExportButton.tsx';
import { complaintTypeChoices } from './sources.ts';

/**
 * Anonymous complaints (spec 000 §2, §3): type, description and date, newest first; searched in the
 * description, filtered by type; a detail dialog per row and the Excel export. Read-only: employees send
 * complaints from the portal.
 */
export const complaintDefinition: EntityDefinition = {
  key: 'complaint',
  api: complaintResource,
  list: {
    columns: [
      { path: 'complaintType.name', labelKey: 'contract:fields.complaintType' },
      { path: 'description', cell: ComplaintDescriptionCell },
      { path: 'createTime', format: 'date' },
    ],
    rowLabel: ['complaintType.name'],
    sort: { column: 'createTime', descending: true },
    filters: [
      { name: 'complaintTypeId', allLabelKey: 'common.all', options: { source: complaintTypeChoices } },
    ],
    toolbar: [listExportButton(ExportComplaintsDocument, 'complaints.export')],
  },
  rows: {
    actions: [
      { key: 'detail', labelKey: 'complaints.detailOf', icon: InfoIcon, dialog: ComplaintDetailDialog },
    ],
  },
};
