import { translate } from '@pano/contract';
import type { OperationContext } from '../../../request/context.ts';
import { exportBatches, joined } from '../../../crud/matching-batches.ts';
import type { Row } from '../../../crud/entity-definition.ts';
import { exportXlsx } from '../../../graphql/export-file.ts';
import { mayReadPersonal } from '../../../graphql/personal-fields.ts';
import { applicantEntity } from './applicant.entity.ts';

/**
 * `exportApplicants(pagerModel)`: the applicants of the list's current filter and search as an .xlsx, the
 * list's columns plus the phone, headers and file name in the caller's language; text that looks like a
 * formula stays text (export/workbook.ts). Read and written in batches (docs/exports.md).
 */
export async function exportApplicants(ctx: OperationContext, input: unknown) {
  const label = (field: string) => translate(ctx.lang, `fields.${field}`);
  const name = (row: Row, field: string) => joined(row, field)?.name as string | undefined;
  // the phone is personal: exported only with the permission that opens it (docs/security.md, 2)
  const { personal } = applicantEntity;
  const phone = personal ? await mayReadPersonal(ctx, personal) : true;
  return exportXlsx<Row>(
    translate(ctx.lang, 'exportFiles.applicants'),
    label('applicants'),
    [
      { header: label('name'), width: 24, value: (row) => row.name as string },
      { header: label('surname'), width: 24, value: (row) => row.surname as string },
      { header: label('email'), width: 32, value: (row) => row.email as string | null },
      ...(phone ? [{ header: label('gsm'), width: 16, value: (row: Row) => row.gsm as string | null }] : []),
      { header: label('reference'), width: 28, value: (row) => row.reference as string | null },
      { header: label('educationStatusId'), width: 24, value: (row) => name(row, 'educationStatus') },
      { header: label('employmentTypeId'), width: 24, value: (row) => name(row, 'employmentType') },
      { header: label('createTime'), width: 22, value: (row) => row.createTime as Date },
    ],
    exportBatches(ctx, applicantEntity, input),
  );
}
