import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { translate, type disclaimerAcceptInput } from '@pano/contract';
import { disclaimers } from '../../db/tenant/settings.table.ts';
import { DomainError } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { exportBatches, joined } from '../../crud/matching-batches.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { exportXlsx } from '../../graphql/export-file.ts';
import { disclaimerUserEntity } from './disclaimer.entities.ts';

/**
 * Every acceptor of a disclaimer as an .xlsx (not only the page on screen), oldest acceptance first, up to
 * EXPORT_MAX_ROWS, read and written in batches with their users joined in (docs/exports.md); headers in the
 * caller's language; text is never taken for a formula. A disclaimer that does not exist answers NotFound,
 * not an empty file.
 */
export async function exportDisclaimerUsers(
  ctx: OperationContext,
  { disclaimerId }: z.output<typeof disclaimerAcceptInput>,
) {
  const [disclaimer] = await ctx.db
    .select({ id: disclaimers.id })
    .from(disclaimers)
    .where(eq(disclaimers.id, disclaimerId));
  if (!disclaimer) throw new DomainError('NotFound');
  const label = (field: string) => translate(ctx.lang, `fields.${field}`);
  const user = (row: Row, field: string) => joined(row, 'user')?.[field] as string | undefined;
  return exportXlsx<Row>(
    translate(ctx.lang, 'exportFiles.disclaimerUsers'),
    label('disclaimerId'),
    [
      { header: label('userId'), width: 10, value: (r) => r.userId as number },
      { header: label('name'), value: (r) => user(r, 'name') },
      { header: label('surname'), value: (r) => user(r, 'surname') },
      { header: label('email'), width: 30, value: (r) => user(r, 'email') },
      { header: label('acceptTime'), value: (r) => r.createTime as Date },
    ],
    exportBatches(ctx, disclaimerUserEntity, {
      disclaimerId,
      sortColumn: 'createTime',
      sortDescending: false,
    }),
  );
}
