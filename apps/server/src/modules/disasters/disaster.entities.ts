import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { disasterResource, disasterUserResource, disasterUserResponseResource, id } from '@pano/contract';
import { disasterUserResponses, disasterUsers, disasters } from '../../db/tenant/disasters.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { EntityDefinition, PagerFilter } from '../../crud/entity-definition.ts';
import { dropUnreadNotifications } from '../people/recipients.ts';
import { userEntity } from '../people/user.entity.ts';

/** The disaster a recipient or response list belongs to: required, so a list never spans disasters. */
const byDisaster = (column: PgColumn): PagerFilter => ({
  input: id,
  where: (value) => eq(column, value as number),
});

/** A recipient of a disaster with the read receipt (spec 000 §3: users). */
export const disasterUserEntity: EntityDefinition = {
  api: disasterUserResource,
  table: disasterUsers,
  sortColumns: ['id', 'readDate'],
  defaultSort: { column: 'id', descending: false },
  pagerFilters: { disasterId: byDisaster(disasterUsers.disasterId) },
  relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }],
};

/** `needsHelp: true`: only 'I am not good' (spec 000 §2: a filter shows only responders who need help). */
const needsHelp: PagerFilter = {
  input: z.boolean().nullish(),
  where: (value) => (value === true ? eq(disasterUserResponses.response, false) : undefined),
};

/** A responder's answer and position (spec 000 §3: userResponses). */
export const disasterUserResponseEntity: EntityDefinition = {
  api: disasterUserResponseResource,
  table: disasterUserResponses,
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'id', descending: false },
  pagerFilters: { disasterId: byDisaster(disasterUserResponses.disasterId), needsHelp },
  relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }],
};

type CountedTable = typeof disasterUsers | typeof disasterUserResponses;

/** Rows per disaster of a page, with an optional condition: one grouped query. */
function countsOf(table: CountedTable, condition?: SQL) {
  return async (db: TenantDb, ids: readonly number[]): Promise<Map<number, unknown>> => {
    const rows = await db
      .select({ id: table.disasterId, value: count() })
      .from(table)
      .where(and(inArray(table.disasterId, [...ids]), condition))
      .groupBy(table.disasterId);
    return new Map(rows.map((row) => [row.id, row.value]));
  };
}

const counted = (batch: ReturnType<typeof countsOf>) => ({ type: 'Int' as const, fallback: 0, batch });

/**
 * Disasters: list (newest first, searched by title and body), single, delete. Creating one is its own use
 * case (`createDisaster`, the spec's nested inputModel). `users` and `userResponses` hold every row; the
 * detail screen pages them with `disasterUsers` / `disasterUserResponses` (docs/disasters.md).
 */
export const disasterEntity: EntityDefinition = {
  api: disasterResource,
  // the spec's nested inputModel: its own use case (disasters.area.ts)
  custom: ['create'],
  hooks: {
    beforeRemove: (ctx, id) => dropUnreadNotifications(ctx.db, { kind: 'disaster', id }),
  },
  table: disasters,
  searchColumns: ['title', 'body'],
  sortColumns: ['id', 'title', 'createTime'],
  defaultSort: { column: 'createTime', descending: true },
  collections: [
    { field: 'users', foreignKey: 'disasterId', target: () => disasterUserEntity },
    { field: 'userResponses', foreignKey: 'disasterId', target: () => disasterUserResponseEntity },
  ],
  extraFields: {
    userCount: counted(countsOf(disasterUsers)),
    readCount: counted(countsOf(disasterUsers, eq(disasterUsers.isRead, true))),
    responseCount: counted(countsOf(disasterUserResponses)),
    needsHelpCount: counted(countsOf(disasterUserResponses, eq(disasterUserResponses.response, false))),
  },
};
