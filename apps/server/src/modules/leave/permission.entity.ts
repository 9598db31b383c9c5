import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { permissionResource, SEARCH_MIN_LENGTH, translate } from '@pano/contract';
import { permissions } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { searchFolded } from '../../db/turkish-text.ts';
import { containsPattern } from '../../crud/list-conditions.ts';
import { plainObject } from '../../graphql/objects.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from '../people/user.entity.ts';
import { workflowRequestField } from '../requests/views/request-field.ts';
import { permissionTypeEntity } from './permission-type.entities.ts';

interface StatusView {
  id: number;
  name: string;
}

/** The search box looks for the requesting user (name, surname, email; Turkish folding, ≥ 3 characters). */
function byUser(value: unknown) {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < SEARCH_MIN_LENGTH) return undefined;
  const pattern = searchFolded(sql`${containsPattern(text)}`);
  return inArray(
    permissions.userId,
    sql`(select ${users.id} from ${users} where ${users.searchText} like ${pattern})`,
  );
}

/**
 * Leave requests (spec 002 §2 /izin/talepler): user, type, status, dates, newest first; filtered by status
 * and type, searched by user. Read-only in the panel: employees request and cancel on the portal.
 */
export const permissionEntity: EntityDefinition = {
  api: permissionResource,
  table: permissions,
  sortColumns: ['id', 'createTime', 'startDate', 'endDate'],
  defaultSort: { column: 'createTime', descending: true },
  filters: ['permissionTypeId', 'permissionStatusId', 'userId'],
  pagerFilters: { searchText: { input: z.string().max(200).nullish(), where: byUser } },
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    // the spec reads it as `type (name)` (spec 002 §3 Permission); `permissionType` is the panel's
    {
      field: 'permissionType',
      aliases: ['type'],
      foreignKey: 'permissionTypeId',
      target: () => permissionTypeEntity,
    },
  ],
  extraFields: {
    workflowRequest: workflowRequestField('leave'),
    status: {
      type: (kit) => plainObject<StatusView>(kit, 'PermissionStatus', { id: 'Int', name: 'String' }) as never,
      reads: ['permissionStatusId'],
      resolve: (row, ctx): StatusView => ({
        id: row.permissionStatusId as number,
        name: translate(ctx.lang, `permissionStatus.${String(row.permissionStatusId)}`),
      }),
    },
  },
};
