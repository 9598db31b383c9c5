import { asc, inArray } from 'drizzle-orm';
import { orientationUsers } from '../../db/tenant/orientation.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { EntityDefinition, ExtraField, Row } from '../../crud/entity-definition.ts';
import { entityRef } from '../../crud/entity-ref.ts';
import type { RequestContext } from '../../request/context.ts';

interface RecordView {
  userId: number;
  responsibleUserId: number | null;
  isCompleted: boolean;
}

/** The first record (the person added first) of each orientation: one query for the page. */
async function firstRecords(db: TenantDb, ids: readonly number[]): Promise<Map<number, RecordView>> {
  const rows = await db
    .selectDistinctOn([orientationUsers.orientationInformationId], {
      orientationInformationId: orientationUsers.orientationInformationId,
      userId: orientationUsers.userId,
      responsibleUserId: orientationUsers.responsibleUserId,
      isCompleted: orientationUsers.isCompleted,
    })
    .from(orientationUsers)
    .where(inArray(orientationUsers.orientationInformationId, [...ids]))
    .orderBy(asc(orientationUsers.orientationInformationId), asc(orientationUsers.id));
  return new Map(rows.map(({ orientationInformationId, ...record }) => [orientationInformationId, record]));
}

const recordOf = (row: Row, ctx: RequestContext) =>
  ctx.loaders.batch('orientation:firstRecord', row.id, firstRecords);

/** A user of the orientation's first record, loaded with the other users the request reads. */
function recordUser(column: 'userId' | 'responsibleUserId', user: () => EntityDefinition): ExtraField {
  return {
    type: (kit) => entityRef(kit, user()) as never,
    nullable: true,
    reads: [],
    resolve: async (row, ctx) => {
      const id = (await recordOf(row, ctx))?.[column];
      return typeof id === 'number' ? ctx.loaders.load(users, id) : null;
    },
  };
}

/**
 * The orientation record's fields (spec 001 §3: description, user, responsibleUser, isCompleted,
 * orientationInformation) on the orientation `getOrientation(orientationInformationId)` answers, beside its
 * own: the spec's detail shows one record. They are its first record's (the person added first; null when
 * nobody is in it yet), `description` stays the orientation's and `orientationInformation` is the orientation
 * itself. Everyone in it: `orientationUsers(pagerModel {orientationInformationId})` (docs/navigation.md).
 */
export function orientationRecordFields(
  orientation: () => EntityDefinition,
  user: () => EntityDefinition,
): Record<string, ExtraField> {
  return {
    user: recordUser('userId', user),
    responsibleUser: recordUser('responsibleUserId', user),
    isCompleted: {
      type: 'Boolean',
      nullable: true,
      reads: [],
      resolve: async (row, ctx) => (await recordOf(row, ctx))?.isCompleted ?? null,
    },
    orientationInformation: {
      type: (kit) => entityRef(kit, orientation()) as never,
      resolve: (row) => row,
    },
  };
}
