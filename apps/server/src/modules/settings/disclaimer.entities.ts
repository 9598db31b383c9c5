import { count, eq, inArray } from 'drizzle-orm';
import { disclaimerResource, disclaimerUserResource, id } from '@pano/contract';
import { disclaimerUsers, disclaimers } from '../../db/tenant/settings.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from '../people/user.entity.ts';
import { userNameFields } from '../people/user-name-fields.ts';

/** Who accepted a disclaimer, and when (spec 000 §3: users with user id, name, surname, createTime). */
export const disclaimerUserEntity: EntityDefinition = {
  api: disclaimerUserResource,
  table: disclaimerUsers,
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'createTime', descending: true },
  pagerFilters: {
    disclaimerId: { input: id, where: (value) => eq(disclaimerUsers.disclaimerId, value as number) },
  },
  relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }],
  extraFields: userNameFields,
};

async function acceptorCounts(db: TenantDb, ids: readonly number[]): Promise<Map<number, unknown>> {
  const rows = await db
    .select({ id: disclaimerUsers.disclaimerId, value: count() })
    .from(disclaimerUsers)
    .where(inArray(disclaimerUsers.disclaimerId, [...ids]))
    .groupBy(disclaimerUsers.disclaimerId);
  return new Map(rows.map((row) => [row.id, row.value]));
}

/**
 * Disclaimers (spec 000 §2, §7): list with search and the passive switch, create (version 2.1.0 unless
 * given) and update with Aktif. No delete: acceptances are a record of consent, so an old text is set
 * passive instead (docs/disclaimers.md). The single read is `disclaimer(disclaimerId)` (the resource's `singleArg`).
 */
export const disclaimerEntity: EntityDefinition = {
  api: disclaimerResource,
  table: disclaimers,
  searchColumns: ['name', 'version'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime', 'position'],
  defaultSort: { column: 'createTime', descending: true },
  hasActive: true,
  // spec 000 §7/§9: the list and the single read carry a user pager (100 acceptors per disclaimer by default)
  collections: [
    {
      field: 'users',
      foreignKey: 'disclaimerId',
      target: () => disclaimerUserEntity,
      pager: {
        arg: 'userPagerModel',
        pageSize: 100,
        maxPageSize: 1000,
      },
    },
  ],
  extraFields: { userCount: { type: 'Int', fallback: 0, batch: acceptorCounts } },
  hooks: {
    beforeWrite(_ctx, values, mode) {
      if (mode === 'update') values.updateTime = new Date();
      return Promise.resolve();
    },
  },
};
