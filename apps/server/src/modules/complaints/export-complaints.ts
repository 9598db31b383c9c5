import { translate } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { exportBatches, joined } from '../../crud/matching-batches.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { exportXlsx } from '../../graphql/export-file.ts';
import { complaintEntity } from './complaint.entities.ts';

/**
 * The complaints as an .xlsx (spec 000 §2 Excel export): type, description and date of every matching
 * complaint, headers in the caller's language; text that looks like a formula stays text (export/workbook.ts).
 * Read and written in batches, each with its types joined in (docs/exports.md). Nothing about a sender
 * exists to export.
 */
export async function exportComplaints(ctx: OperationContext, input: unknown) {
  const label = (field: string) => translate(ctx.lang, `fields.${field}`);
  return exportXlsx<Row>(
    translate(ctx.lang, 'exportFiles.complaints'),
    label('complaints'),
    [
      {
        header: label('complaintType'),
        width: 28,
        value: (row) => joined(row, 'complaintType')?.name as string | undefined,
      },
      { header: label('description'), width: 80, value: (row) => row.description as string },
      { header: label('createTime'), width: 22, value: (row) => row.createTime as Date },
    ],
    exportBatches(ctx, complaintEntity, input),
  );
}
