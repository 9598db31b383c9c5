import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityArea, type EntityDefinition, type Row, type WriteContext } from './entity-definition.ts';
import { actorOf, diff, historyInsert, recordChange, type HistoryFields } from './record-change.ts';

const fieldsOf = new WeakMap<EntityDefinition, HistoryFields>();

/** What the history leaves out of an entity: its hidden and generated columns, and what it names itself. */
function historyFields(def: EntityDefinition): HistoryFields {
  let fields = fieldsOf.get(def);
  if (!fields) {
    const generated = Object.entries(getTableColumns(def.table) as Record<string, PgColumn>)
      .filter(([, col]) => col.generated !== undefined)
      .map(([key]) => key);
    fields = {
      exclude: [...(def.hidden ?? []), ...generated, ...((def.history || undefined)?.exclude ?? [])],
      html: (def.history || undefined)?.html ?? [],
    };
    fieldsOf.set(def, fields);
  }
  return fields;
}

/**
 * The generic write's history row (docs/history.md), in its transaction: a create's new values, an
 * update's changed fields with old and new, a delete's old values. An update that changed nothing
 * writes none.
 */
export async function entityHistory(
  ctx: WriteContext,
  def: EntityDefinition,
  action: 'create' | 'update' | 'delete',
  id: number,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  if (def.history === false) return;
  const changes = diff(before, after, historyFields(def));
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await recordChange(ctx.db, {
    actor: actorOf(ctx),
    area: entityArea(def),
    entity: def.api.typeName,
    entityId: id,
    action,
    changes,
  });
}

/**
 * The generic update and its history row in one statement (docs/history.md, Cost): the row's new state is
 * the locked row with the checked values over it, so its changes are known before the update is sent, and
 * the update runs as a data-modifying CTE of the history's insert — no round trip more than the update.
 * An update that changes nothing, or of an entity without history, is the plain update.
 */
export async function updateWithHistory(
  ctx: WriteContext,
  def: EntityDefinition,
  id: number,
  previous: Row,
  values: Record<string, unknown>,
): Promise<void> {
  const update = ctx.db.update(def.table).set(values).where(eq(def.table.id, id));
  const changes = def.history === false ? {} : diff(previous, { ...previous, ...values }, historyFields(def));
  if (Object.keys(changes).length === 0) {
    await update;
    return;
  }
  const insert = historyInsert({
    actor: actorOf(ctx),
    area: entityArea(def),
    entity: def.api.typeName,
    entityId: id,
    action: 'update',
    changes,
  });
  await ctx.db.execute(sql`with written as (${update.getSQL()}) ${insert}`);
}
