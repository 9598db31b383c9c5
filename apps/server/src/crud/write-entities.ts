import { and, eq, getTableColumns, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError, ok, type Envelope } from '../kernel/envelope.ts';
import { invalidField, parseInput } from '../kernel/validation.ts';
import { folded } from '../db/turkish-text.ts';
import {
  column,
  type EntityDefinition,
  type Row,
  type WriteContext,
  type WriteKind,
} from './entity-definition.ts';
import { readRow } from './list-entities.ts';
import { lockName } from '../db/lock-name.ts';
import { entityHistory, updateWithHistory } from './entity-history.ts';

type Id = { id: number };
type Values = Record<string, unknown>;

/** The input's values that are columns of the table (`userIds` of a work is for a hook, not a column). */
function columnValues(def: EntityDefinition, values: Values): Values {
  const columns = getTableColumns(def.table);
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in columns));
}

/**
 * Runs a write in one transaction with the hooks' context on it, inside the definition's `aroundWrite`
 * when it has one. A reference to a row that does not exist (PostgreSQL 23503 on insert or update) is
 * answered by `run()` for every write, generic or not: Validation naming the field (request/run.ts).
 */
function inTransaction<T>(
  op: WriteContext,
  def: EntityDefinition,
  mode: WriteKind,
  work: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  return op.db.transaction((tx) => {
    const ctx = { ...op, db: tx };
    const around = def.hooks?.aroundWrite;
    return around ? around(ctx, mode, () => work(ctx)) : work(ctx);
  });
}

/** Whether another row than `id` already matches `condition` (a name, a role of the same form). */
async function clashes(
  ctx: WriteContext,
  def: EntityDefinition,
  condition: SQL,
  id?: number,
): Promise<boolean> {
  const [clash] = await ctx.db
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(condition, id === undefined ? undefined : ne(def.table.id, id)))
    .limit(1);
  return clash !== undefined;
}

/** A column holding the value: a number as it is, text the Turkish way without case. */
const sameValue = (def: EntityDefinition, field: string, value: string | number) =>
  typeof value === 'number'
    ? eq(column(def, field), value)
    : eq(folded(column(def, field)), folded(sql`${value}`));

/**
 * The definition's unique columns keep one row per value, text compared the Turkish way without case (a
 * number as it is: a role once in the staff-demand roles); its `uniqueWithin` columns one row per value and
 * parent (a role once per form, a criterion's name once per rating type). Writes of one table's names,
 * or of one parent's rows, are serialised (a transaction-scoped advisory lock), so two saves of the same
 * value cannot both pass.
 */
async function checkUnique(
  ctx: WriteContext,
  def: EntityDefinition,
  values: Values,
  id?: number,
): Promise<void> {
  const table = getTableName(def.table);
  for (const field of def.unique ?? []) {
    const value = values[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    await lockName(ctx.db, `unique:${table}.${field}`);
    if (await clashes(ctx, def, sameValue(def, field, value), id)) throw invalidField(field, 'alreadyUsed');
  }
  for (const { field, within } of def.uniqueWithin ?? []) {
    const value = values[field];
    const parent = values[within];
    if ((typeof value !== 'number' && typeof value !== 'string') || typeof parent !== 'number') continue;
    await lockName(ctx.db, `unique:${table}.${within}:${parent}`);
    const sameParent = and(eq(column(def, within), parent), sameValue(def, field, value));
    if (sameParent && (await clashes(ctx, def, sameParent, id))) throw invalidField(field, 'alreadyUsed');
  }
}

async function committed(
  op: WriteContext,
  def: EntityDefinition,
  id: number,
  mode: WriteKind,
): Promise<void> {
  await def.hooks?.afterCommit?.(op, id, mode);
}

/** Inserts checked values in one transaction with the entity's hooks; a failure writes nothing. */
export async function createEntity(
  op: WriteContext,
  def: EntityDefinition,
  input: unknown,
): Promise<Envelope<Id>> {
  const values = { ...(input as Values) };
  const id = await inTransaction(op, def, 'create', async (ctx) => {
    await checkUnique(ctx, def, values);
    await def.hooks?.beforeWrite?.(ctx, values, 'create');
    const [row] = (await ctx.db.insert(def.table).values(columnValues(def, values)).returning()) as Row[];
    if (!row) throw new Error(`${def.api.typeName} insert returned nothing`);
    await def.hooks?.afterWrite?.(ctx, row.id, values, 'create');
    await entityHistory(ctx, def, 'create', row.id, null, row);
    return row.id;
  });
  await committed(op, def, id, 'create');
  return ok({ id });
}

/**
 * What a client sent: a field left out (undefined) keeps the stored value, `null` clears it. A spec client
 * sends the row it read as `entity` (spec 000 §7: update {entity, name, isActive}); its `id` names the row
 * when `id` is left out, and nothing else of it is used.
 */
function sent(input: Values): Values {
  const { entity, ...fields } = input;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const entityId = typeof entity === 'object' && entity !== null ? (entity as Values).id : undefined;
  return given.id === undefined && entityId !== undefined ? { ...given, id: entityId } : given;
}

const updateHead = z.object({ id: z.number().int().positive(), rowVersion: z.string().max(32).nullish() });

/**
 * Updates a row in one transaction (docs/crud.md): the row is read and locked, a `rowVersion` sent by the
 * client must still be the row's (else Conflict: someone saved it since it was read), and what the client
 * sends is merged over the stored values before the update schema checks the whole — so a field left out
 * keeps its value and every rule still holds.
 */
export async function updateEntity(
  op: WriteContext,
  def: EntityDefinition,
  raw: unknown,
): Promise<Envelope<Id>> {
  const input = sent((raw ?? {}) as Values);
  const { id, rowVersion } = parseInput(updateHead, input);
  const schema = def.api.update?.input;
  if (!schema) throw new Error(`${def.api.typeName} has no update`);
  await inTransaction(op, def, 'update', async (ctx) => {
    await def.hooks?.beforeUpdate?.(ctx, id);
    const previous = await readRow(ctx.db, def, id, true);
    if (!previous) throw new DomainError('NotFound');
    if (rowVersion != null && rowVersion !== previous.rowVersion) throw staleError();
    const stored = def.toInput ? def.toInput(previous) : previous;
    const { id: _id, ...values } = parseInput(schema, { ...stored, ...input, id }) as Values & Id;
    await checkUnique(ctx, def, values, id);
    await def.hooks?.beforeWrite?.(ctx, values, 'update', previous);
    await updateWithHistory(ctx, def, id, previous, columnValues(def, values));
    await def.hooks?.afterWrite?.(ctx, id, values, 'update', previous);
  });
  await committed(op, def, id, 'update');
  return ok({ id });
}

/** Someone saved the row after the caller read it: Conflict, saying so (docs/api.md). */
export function staleError(): DomainError {
  return new DomainError('Conflict', {}, [], 'codes.Stale');
}

/** Checks a client's `rowVersion` against the row's (for use cases that update a row of their own). */
export function assertFresh(row: Row, rowVersion: string | null | undefined): void {
  if (rowVersion != null && rowVersion !== row.rowVersion) throw staleError();
}

/** Deletes by id; a row that others refer to answers InUse and stays. */
export async function removeEntity(
  op: WriteContext,
  def: EntityDefinition,
  id: number,
): Promise<Envelope<Id>> {
  await inTransaction(op, def, 'remove', async (ctx) => {
    await def.hooks?.beforeRemove?.(ctx, id);
    const [removed] = (await ctx.db.delete(def.table).where(eq(def.table.id, id)).returning()) as Row[];
    if (!removed) throw new DomainError('NotFound');
    await def.hooks?.afterRemove?.(ctx, id, removed);
    await entityHistory(ctx, def, 'delete', id, removed, null);
  });
  await committed(op, def, id, 'remove');
  return ok({ id });
}
