import InfoIcon from '@mui/icons-material/InfoOutlined';
import { PERMISSION_STATUSES, permissionResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { PermissionDetailDialog } from './PermissionDetailDialog.tsx';
import { ExportPermissionsDocument } from '../../graphql/generated/leave.ts';
import { listExportButton } from '../../crud/views/listExportButton.tsx';
import { permissionTypeChoices } from './sources.ts';

/**
 * Leave requests (spec 002 §2 /izin/talepler): user, type, start, end, working days, the request's date and
 * status, newest first; filtered by status and type, searched by user; a read-only detail per row and the
 * Excel export. No location column: a request has no location (docs/leave.md). Employees request and cancel
 * on the portal.
 */
export const permissionDefinition: EntityDefinition = {
  key: 'permission',
  api: permissionResource,
  list: {
    columns: [
      { path: 'user.fullName', labelKey: 'contract:fields.userFullName' },
      { path: 'permissionType.name', labelKey: 'contract:fields.permissionType' },
      { path: 'startDate', format: 'date', sortable: true },
      { path: 'endDate', format: 'date', sortable: true },
      { path: 'dayCount' },
      { path: 'createTime', format: 'date', labelKey: 'leave.date', sortable: true },
      { path: 'status.name', labelKey: 'contract:fields.status' },
    ],
    rowLabel: ['user.fullName'],
    select: ['description'],
    sort: { column: 'createTime', descending: true },
    filters: [
      {
        name: 'permissionStatusId',
        allLabelKey: 'common.all',
        options: {
          values: PERMISSION_STATUSES.map((value) => ({
            value,
            labelKey: `contract:permissionStatus.${value}`,
          })),
        },
      },
      { name: 'permissionTypeId', allLabelKey: 'common.all', options: { source: permissionTypeChoices } },
    ],
    toolbar: [listExportButton(ExportPermissionsDocument, 'leave.export')],
  },
  rows: {
    actions: [{ key: 'detail', labelKey: 'leave.detailOf', icon: InfoIcon, dialog: PermissionDetailDialog }],
  },
};
