import { eq, getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import { DomainError, ok, type Envelope } from '../app/envelope.ts';
import { parseInput, type ValidationError } from '../app/validation-error.ts';
import { invalidField } from './invalid-field.ts';
import type { EntityDefinition, InputSchema, WriteContext } from './entity-definition.ts';

type Id = { id: number };
/** Who writes: the signed-in caller and the process services (hooks get them with the transaction). */
export type Writer = Omit<WriteContext, 'db'>;

function schemaOf(def: EntityDefinition, mode: 'create' | 'update'): InputSchema {
  const schema = def[mode]?.input;
  if (!schema) throw new Error(`${def.typeName} has no ${mode}`);
  return schema;
}

/** The input's values that are columns of the table (`userIds` of a work is for a hook, not a column). */
function columnValues(def: EntityDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(def.table);
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in columns));
}

/**
 * A reference to a row that does not exist (PostgreSQL 23503 on insert or update) names the input field,
 * so the caller reads "Check the Role field" rather than a generic failure.
 */
function missingReference(def: EntityDefinition, error: unknown): ValidationError | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code !== '23503' || typeof constraint !== 'string') continue;
    const fk = getTableConfig(def.table).foreignKeys.find((k) => k.getName() === constraint);
    const sqlName = fk?.reference().columns[0]?.name;
    const entry = Object.entries(getTableColumns(def.table)).find(([, col]) => col.name === sqlName);
    return entry ? invalidField(entry[0]) : undefined;
  }
  return undefined;
}

async function inTransaction<T>(
  writer: Writer,
  def: EntityDefinition,
  work: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  try {
    return await writer.session.db.transaction((tx) => work({ ...writer, db: tx as unknown as TenantDb }));
  } catch (error) {
    throw missingReference(def, error) ?? error;
  }
}

/** Validates and inserts in one transaction with the entity's hooks; a failure writes nothing. */
export async function createEntity(
  writer: Writer,
  def: EntityDefinition,
  input: unknown,
): Promise<Envelope<Id>> {
  const values = parseInput(schemaOf(def, 'create'), input) as Record<string, unknown>;
  return inTransaction(writer, def, async (ctx) => {
    await def.hooks?.beforeWrite?.(ctx, values, 'create');
    const [row] = (await ctx.db
      .insert(def.table)
      .values(columnValues(def, values))
      .returning({ id: def.table.id })) as Id[];
    if (!row) throw new Error(`${def.typeName} insert returned nothing`);
    await def.hooks?.afterWrite?.(ctx, row.id, values, 'create');
    return ok({ id: row.id });
  });
}

export async function updateEntity(
  writer: Writer,
  def: EntityDefinition,
  input: unknown,
): Promise<Envelope<Id>> {
  const { id, ...values } = parseInput(schemaOf(def, 'update'), input) as Record<string, unknown> & Id;
  return inTransaction(writer, def, async (ctx) => {
    await def.hooks?.beforeWrite?.(ctx, values, 'update');
    const rows = (await ctx.db
      .update(def.table)
      .set(columnValues(def, values))
      .where(eq(def.table.id, id))
      .returning({ id: def.table.id })) as Id[];
    if (!rows.length) throw new DomainError('NotFound');
    await def.hooks?.afterWrite?.(ctx, id, values, 'update');
    return ok({ id });
  });
}

/** Deletes by id; a row that others refer to answers InUse and stays. */
export async function removeEntity(writer: Writer, def: EntityDefinition, id: number): Promise<Envelope<Id>> {
  return inTransaction(writer, def, async (ctx) => {
    await def.hooks?.beforeRemove?.(ctx, id);
    const rows = (await ctx.db
      .delete(def.table)
      .where(eq(def.table.id, id))
      .returning({ id: def.table.id })) as Id[];
    if (!rows.length) throw new DomainError('NotFound');
    return ok({ id });
  });
}
