import { translate } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { exportBatches } from '../../crud/matching-batches.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { exportXlsx } from '../../graphql/export-file.ts';
import { auditLogEntity } from './audit-log.entity.ts';
import { readableChanges } from './readable-changes.ts';

/** A value of the history as one cell: text as it is, anything else as JSON. */
const cell = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The changed fields as lines 'field: old → new'. */
export function changeLines(changes: unknown): string {
  return Object.entries((changes ?? {}) as Record<string, { old?: unknown; new?: unknown }>)
    .map(([field, { old, new: next }]) => `${field}: ${cell(old)} → ${cell(next)}`)
    .join('\n');
}

/**
 * The history matching the list's filter as an .xlsx (docs/history.md, docs/exports.md): when, who, where
 * from, what and the changed fields, read and written in batches; headers in the caller's language.
 */
export async function exportAuditLogs(ctx: OperationContext, input: unknown) {
  const label = (field: string) => translate(ctx.lang, `fields.${field}`);
  return exportXlsx<Row>(
    translate(ctx.lang, 'exportFiles.auditLogs'),
    label('auditLogs'),
    [
      { header: label('at'), width: 22, value: (row) => row.at as Date },
      { header: label('userName'), width: 24, value: (row) => row.userName as string | null },
      { header: label('channel'), width: 10, value: (row) => row.channel as string },
      { header: label('address'), width: 16, value: (row) => row.address as string | null },
      { header: label('area'), width: 14, value: (row) => row.area as string },
      { header: label('entity'), width: 18, value: (row) => row.entity as string },
      { header: label('entityId'), width: 10, value: (row) => row.entityId as number | null },
      { header: label('action'), width: 16, value: (row) => row.action as string },
      { header: label('changes'), width: 80, value: (row) => changeLines(row.changes) },
    ],
    readable(ctx, exportBatches(ctx, auditLogEntity, input)),
  );
}

/** The batches with each row's changes as the caller may read them (a person's personal fields). */
async function* readable(ctx: OperationContext, batches: AsyncIterable<readonly Row[]>) {
  for await (const batch of batches)
    yield await Promise.all(batch.map(async (row) => ({ ...row, changes: await readableChanges(ctx, row) })));
}
