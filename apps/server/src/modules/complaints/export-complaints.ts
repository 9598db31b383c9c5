import { inArray } from 'drizzle-orm';
import { MAX_PAGE_SIZE, translate, type Language } from '@pano/contract';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { complaintTypes } from '../../db/tenant/schema.ts';
import { parseInput } from '../../app/validation-error.ts';
import { listEntities } from '../../crud/list-entities.ts';
import { pagerSchema } from '../../crud/pager-schema.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { EXPORT_MAX_ROWS, exportXlsx } from '../../export/export-file.ts';
import { complaintEntity } from './complaint.entities.ts';

/** Every complaint the list would show for this search and filter (not just one page), up to the cap. */
async function allMatching(db: TenantDb, pager: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNumber = 1; rows.length < EXPORT_MAX_ROWS; pageNumber += 1) {
    const page = await listEntities(db, complaintEntity, { ...pager, pageNumber, pageSize: MAX_PAGE_SIZE });
    rows.push(...(page.data ?? []));
    if ((page.data?.length ?? 0) < MAX_PAGE_SIZE) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/**
 * The complaints as an .xlsx (spec 000 §2 Excel export): type, description and date of every matching
 * complaint, headers in the caller's language; text that looks like a formula stays text (export/workbook.ts).
 * Nothing about a sender exists to export.
 */
export async function exportComplaints(db: TenantDb, lang: Language, input: unknown) {
  const pager = parseInput(pagerSchema(complaintEntity), input ?? {}) as Record<string, unknown>;
  const { sortColumn, sortDescending, searchText, complaintTypeId } = pager;
  const rows = await allMatching(db, { sortColumn, sortDescending, searchText, complaintTypeId });
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
    'complaints',
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
