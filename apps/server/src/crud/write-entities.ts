import { eq } from 'drizzle-orm';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import { DomainError, ok, type Envelope } from '../app/envelope.ts';
import { parseInput } from '../app/validation-error.ts';
import type { EntityDefinition, InputSchema } from './entity-definition.ts';

type Id = { id: number };

function schemaOf(def: EntityDefinition, mode: 'create' | 'update'): InputSchema {
  const schema = def[mode]?.input;
  if (!schema) throw new Error(`${def.typeName} has no ${mode}`);
  return schema;
}

/** Validates and inserts in one transaction; a failure writes nothing. */
export async function createEntity(
  db: TenantDb,
  def: EntityDefinition,
  input: unknown,
): Promise<Envelope<Id>> {
  const values = parseInput(schemaOf(def, 'create'), input) as Record<string, unknown>;
  return db.transaction(async (tx) => {
    await def.hooks?.beforeWrite?.(tx as unknown as TenantDb, values, 'create');
    const [row] = (await tx.insert(def.table).values(values).returning({ id: def.table.id })) as Id[];
    if (!row) throw new Error(`${def.typeName} insert returned nothing`);
    return ok({ id: row.id });
  });
}

export async function updateEntity(
  db: TenantDb,
  def: EntityDefinition,
  input: unknown,
): Promise<Envelope<Id>> {
  const { id, ...values } = parseInput(schemaOf(def, 'update'), input) as Record<string, unknown> & Id;
  return db.transaction(async (tx) => {
    await def.hooks?.beforeWrite?.(tx as unknown as TenantDb, values, 'update');
    const rows = (await tx
      .update(def.table)
      .set(values)
      .where(eq(def.table.id, id))
      .returning({ id: def.table.id })) as Id[];
    if (!rows.length) throw new DomainError('NotFound');
    return ok({ id });
  });
}

/** Deletes by id; a row that others refer to answers InUse and stays. */
export async function removeEntity(db: TenantDb, def: EntityDefinition, id: number): Promise<Envelope<Id>> {
  const rows = (await db
    .delete(def.table)
    .where(eq(def.table.id, id))
    .returning({ id: def.table.id })) as Id[];
  if (!rows.length) throw new DomainError('NotFound');
  return ok({ id });
}
