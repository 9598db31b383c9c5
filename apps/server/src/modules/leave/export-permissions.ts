import { translate } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { exportBatches, joined } from '../../crud/matching-batches.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { exportXlsx } from '../../graphql/export-file.ts';
import { fullNameOf } from '../people/full-name.ts';
import { permissionEntity } from './permission.entity.ts';

/**
 * The leave requests as an .xlsx: every request the list's search and filters match (not one page), with
 * user, type, status, dates, working days and description; headers and statuses in the caller's language;
 * text that looks like a formula stays text (export/workbook.ts). Read and written in batches, each with its
 * users and types joined in (docs/exports.md).
 */
export async function exportPermissions(ctx: OperationContext, input: unknown) {
  const { lang } = ctx;
  const label = (field: string) => translate(lang, `fields.${field}`);
  return exportXlsx<Row>(
    translate(lang, 'exportFiles.leaveRequests'),
    label('permissions'),
    [
      { header: label('userFullName'), width: 28, value: (row) => fullNameOf(joined(row, 'user')) },
      {
        header: label('permissionType'),
        width: 24,
        value: (row) => joined(row, 'permissionType')?.name as string | undefined,
      },
      {
        header: label('status'),
        width: 16,
        value: (row) => translate(lang, `permissionStatus.${String(row.permissionStatusId)}`),
      },
      { header: label('startDate'), width: 14, value: (row) => row.startDate as string },
      { header: label('endDate'), width: 14, value: (row) => row.endDate as string },
      { header: label('dayCount'), width: 12, value: (row) => row.dayCount as number },
      { header: label('description'), width: 60, value: (row) => (row.description as string | null) ?? '' },
      { header: label('createTime'), width: 22, value: (row) => row.createTime as Date },
    ],
    exportBatches(ctx, permissionEntity, input),
  );
}
