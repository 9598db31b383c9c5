import { inArray } from 'drizzle-orm';
import { translate } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { complaintTypes } from '../../db/tenant/complaints.table.ts';
import { listAllMatching } from '../../crud/list-entities.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { EXPORT_MAX_ROWS, exportXlsx } from '../../graphql/export-file.ts';
import { complaintEntity } from './complaint.entities.ts';

/**
 * The complaints as an .xlsx (spec 000 §2 Excel export): type, description and date of every matching
 * complaint, headers in the caller's language; text that looks like a formula stays text (export/workbook.ts).
 * Nothing about a sender exists to export.
 */
export async function exportComplaints({ db, lang }: OperationContext, input: unknown) {
  const rows = await listAllMatching(db, complaintEntity, input, EXPORT_MAX_ROWS);
  const typeIds = [...new Set(rows.map((row) => row.complaintTypeId as number))];
  const types = typeIds.length
    ? await db
        .select({ id: complaintTypes.id, name: complaintTypes.name })
        .from(complaintTypes)
        .where(inArray(complaintTypes.id, typeIds))
    : [];
  const typeName = new Map(types.map((type) => [type.id, type.name]));
  const label = (field: string) => translate(lang, `fields.${field}`);
  return exportXlsx<Row>(
    translate(lang, 'exportFiles.complaints'),
    label('complaints'),
    [
      {
        header: label('complaintType'),
        width: 28,
        value: (row) => typeName.get(row.complaintTypeId as number),
      },
      { header: label('description'), width: 80, value: (row) => row.description as string },
      { header: label('createTime'), width: 22, value: (row) => row.createTime as Date },
    ],
    rows,
  );
}
