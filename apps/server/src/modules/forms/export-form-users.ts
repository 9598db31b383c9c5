import { inArray } from 'drizzle-orm';
import {
  elementCode,
  hasAnswer,
  OPTION_ELEMENTS,
  readMatrixAnswer,
  translate,
  type FormElementCode,
} from '@pano/contract';
import { formVersions } from '../../db/tenant/forms.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { exportBatches, joined, matchingValues } from '../../crud/matching-batches.ts';
import type { Row } from '../../crud/entity-definition.ts';
import type { SheetColumn } from '../../export/workbook.ts';
import { EXPORT_MAX_ROWS, exportXlsx } from '../../graphql/export-file.ts';
import type { OperationContext } from '../../request/context.ts';
import type { StructureCategory, StructureItem } from './form-structure.ts';
import { fullNameOf } from '../people/full-name.ts';
import { answersOf, formUserEntity } from './form-user.entity.ts';

/** The answerable items of the versions used, newest version first, each item once, in form order. */
function itemsOf(structures: StructureCategory[][]): StructureItem[] {
  const seen = new Map<number, StructureItem>();
  for (const structure of structures)
    for (const category of structure)
      for (const item of category.items)
        if (!seen.has(item.id) && hasAnswer(elementCode(item.formElementId))) seen.set(item.id, item);
  return [...seen.values()];
}

const optionValue = (item: StructureItem, id: string) =>
  item.options.find((o) => String(o.id) === id)?.value ?? id;

/**
 * An answer as a person reads it: an option's value instead of its id, a matrix's rows one per line
 * ('Hız: İyi'), yes/no for a checkbox, a date answer ('YYYY-MM-DD') as a date cell of that day (UTC midnight:
 * Excel's day, whatever the server's zone).
 */
function shown(item: StructureItem, value: string | undefined, lang: 'tr' | 'en'): string | Date {
  if (value === undefined) return '';
  const code = elementCode(item.formElementId) as FormElementCode;
  if (code === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const matrix = code === 'matrix' && item.matrixRows?.length ? readMatrixAnswer(value) : null;
  if (matrix)
    return Object.entries(matrix)
      .map(([row, id]) => `${row}: ${optionValue(item, String(id))}`)
      .join('\n');
  if (OPTION_ELEMENTS.includes(code)) return optionValue(item, value);
  if (code === 'checkbox') return translate(lang, value === 'true' ? 'formAnswer.yes' : 'formAnswer.no');
  return value;
}

/** A submission with its answers by item id, as a sheet row reads it. */
interface Submission {
  row: Row;
  answers: Map<number, string>;
}

/** Each batch of submissions with its answers, fetched in one statement per batch. */
async function* withAnswers(db: TenantDb, batches: AsyncIterable<Row[]>): AsyncGenerator<Submission[]> {
  for await (const batch of batches) {
    const answers = await answersOf(
      db,
      batch.map((row) => row.id as number),
    );
    yield batch.map((row) => ({
      row,
      answers: new Map((answers.get(row.id as number) ?? []).map((a) => [a.formItemId, a.value ?? ''])),
    }));
  }
}

/**
 * The submissions of a form as an .xlsx (spec 001 issue 12): one row per submission the list's filters
 * match, user, status, completed date, then one column per item of the form versions they were made
 * against; text that looks like a formula stays text (export/workbook.ts). The versions are read first (the
 * columns come before the rows), then the submissions in batches with their users joined in and their
 * answers fetched per batch (docs/exports.md).
 */
export async function exportFormUsers(ctx: OperationContext, input: unknown) {
  const { db, lang } = ctx;
  const versionIds = (await matchingValues(
    db,
    formUserEntity,
    input,
    'formVersionId',
    EXPORT_MAX_ROWS,
  )) as number[];
  const versions = versionIds.length
    ? await db.select().from(formVersions).where(inArray(formVersions.id, versionIds))
    : [];
  versions.sort((a, b) => b.version - a.version);
  const items = itemsOf(versions.map((v) => v.structure as StructureCategory[]));
  const label = (field: string) => translate(lang, `fields.${field}`);
  const columns: SheetColumn<Submission>[] = [
    { header: label('userFullName'), width: 28, value: ({ row }) => fullNameOf(joined(row, 'user')) },
    {
      header: label('status'),
      width: 16,
      value: ({ row }) => translate(lang, `formStatus.${String(row.formStatusId)}`),
    },
    {
      header: label('completedDate'),
      width: 22,
      value: ({ row }) => (row.completedDate as Date | null) ?? '',
    },
    { header: label('createTime'), width: 22, value: ({ row }) => row.createTime as Date },
    ...items.map((item): SheetColumn<Submission> => ({
      header: item.name,
      width: 24,
      day: elementCode(item.formElementId) === 'datetime',
      value: ({ answers }) => shown(item, answers.get(item.id), lang),
    })),
  ];
  return exportXlsx(
    translate(lang, 'exportFiles.formUsers'),
    label('formUsers'),
    columns,
    withAnswers(db, exportBatches(ctx, formUserEntity, input)),
  );
}
