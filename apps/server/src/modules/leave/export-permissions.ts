import { inArray } from 'drizzle-orm';
import { translate } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { permissionTypes } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { listAllMatching } from '../../crud/list-entities.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { EXPORT_MAX_ROWS, exportXlsx } from '../../graphql/export-file.ts';
import { permissionEntity } from './permission.entity.ts';

const ids = (rows: Row[], key: string) => [...new Set(rows.map((row) => row[key] as number))];

/**
 * The leave requests as an .xlsx: every request the list's search and filters match (not one page), with
 * user, type, status, dates, working days and description; headers and statuses in the caller's language;
 * text that looks like a formula stays text (export/workbook.ts).
 */
export async function exportPermissions({ db, lang }: OperationContext, input: unknown) {
  const rows = await listAllMatching(db, permissionEntity, input, EXPORT_MAX_ROWS);
  const userIds = ids(rows, 'userId');
  const typeIds = ids(rows, 'permissionTypeId');
  const people = userIds.length
    ? await db
        .select({ id: users.id, name: users.name, surname: users.surname })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const types = typeIds.length
    ? await db
        .select({ id: permissionTypes.id, name: permissionTypes.name })
        .from(permissionTypes)
        .where(inArray(permissionTypes.id, typeIds))
    : [];
  const fullName = new Map(people.map((user) => [user.id, `${user.name} ${user.surname}`]));
  const typeName = new Map(types.map((type) => [type.id, type.name]));
  const label = (field: string) => translate(lang, `fields.${field}`);
  return exportXlsx<Row>(
    translate(lang, 'exportFiles.leaveRequests'),
    label('permissions'),
    [
      { header: label('userFullName'), width: 28, value: (row) => fullName.get(row.userId as number) },
      {
        header: label('permissionType'),
        width: 24,
        value: (row) => typeName.get(row.permissionTypeId as number),
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
    rows,
  );
}
