import VisibilityIcon from '@mui/icons-material/Visibility';
import { auditLogResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { listExportButton } from '../../crud/views/listExportButton.tsx';
import { ExportAuditLogsDocument } from '../../graphql/generated/history.ts';
import { AuditChangesDialog } from './AuditChangesDialog.tsx';
import { AuditActionCell, AuditChannelCell, AuditEntityCell, AuditRecordCell } from './auditCells.tsx';

/**
 * The history of changes (docs/history.md): read-only, newest first; when, who, from where, which record
 * and what was done; a row's changed fields in a dialog, the filter's rows as an .xlsx. The screen's
 * filters (user, area, record type and id, action, days) come from the URL (AuditLogPage).
 */
export const auditLogDefinition: EntityDefinition = {
  key: 'auditLog',
  api: auditLogResource,
  list: {
    columns: [
      { path: 'at', format: 'dateTime', sortable: true },
      { path: 'userName' },
      { path: 'channel', cell: AuditChannelCell },
      { path: 'entity', cell: AuditEntityCell },
      { path: 'entityId', cell: AuditRecordCell },
      { path: 'action', cell: AuditActionCell },
      { path: 'address' },
    ],
    select: ['area', 'changes', 'names', 'userId'],
    rowLabel: ['entity', 'entityId'],
    pageSize: 25,
    sort: { column: 'id', descending: true },
    searchable: false,
    toolbar: [listExportButton(ExportAuditLogsDocument, 'history.export')],
  },
  rows: {
    actions: [
      { key: 'changes', labelKey: 'history.changesOf', icon: VisibilityIcon, dialog: AuditChangesDialog },
    ],
  },
};
