import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { translate, type disclaimerAcceptInput } from '@pano/contract';
import { disclaimerUsers, disclaimers } from '../../db/tenant/settings.table.ts';
import { DomainError } from '../../kernel/envelope.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { OperationContext } from '../../request/context.ts';
import { EXPORT_MAX_ROWS, exportXlsx } from '../../graphql/export-file.ts';

/**
 * Every acceptor of a disclaimer as an .xlsx (not only the page on screen), oldest acceptance first, up to
 * EXPORT_MAX_ROWS; headers in the caller's language; text is never taken for a formula. A disclaimer that
 * does not exist answers NotFound, not an empty file.
 */
export async function exportDisclaimerUsers(
  { db, lang }: OperationContext,
  { disclaimerId }: z.output<typeof disclaimerAcceptInput>,
) {
  const [disclaimer] = await db
    .select({ id: disclaimers.id })
    .from(disclaimers)
    .where(eq(disclaimers.id, disclaimerId));
  if (!disclaimer) throw new DomainError('NotFound');
  const rows = await db
    .select({
      userId: disclaimerUsers.userId,
      name: users.name,
      surname: users.surname,
      email: users.email,
      createTime: disclaimerUsers.createTime,
    })
    .from(disclaimerUsers)
    .innerJoin(users, eq(users.id, disclaimerUsers.userId))
    .where(eq(disclaimerUsers.disclaimerId, disclaimerId))
    .orderBy(asc(disclaimerUsers.createTime), asc(disclaimerUsers.id))
    .limit(EXPORT_MAX_ROWS);
  const label = (field: string) => translate(lang, `fields.${field}`);
  type Acceptor = (typeof rows)[number];
  return exportXlsx<Acceptor>(
    translate(lang, 'exportFiles.disclaimerUsers'),
    label('disclaimerId'),
    [
      { header: label('userId'), width: 10, value: (r) => r.userId },
      { header: label('name'), value: (r) => r.name },
      { header: label('surname'), value: (r) => r.surname },
      { header: label('email'), width: 30, value: (r) => r.email },
      { header: label('acceptTime'), value: (r) => r.createTime },
    ],
    rows,
  );
}
