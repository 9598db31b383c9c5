import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../../db/tenant-db.ts';

/** Rows per statement: far below PostgreSQL's 65,535 parameters with a form row's ten columns. */
const CHUNK = 500;

type IdTable = PgTable & { id: PgColumn };

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** Inserts rows in a few multi-row statements; answers their ids in the order given. */
export async function insertRows(
  tx: TenantDb,
  table: IdTable,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows)) {
    const made = (await tx
      .insert(table)
      .values(part as never)
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...made.map((row) => row.id));
  }
  return ids;
}

/**
 * Updates rows by id in one statement per shape and chunk: `update … set c = v.c from (values …) v
 * where t.id = v.id`, each value cast to its column's type. Rows may set different columns (a moved row
 * only its position): rows of one shape go together.
 */
export async function updateRows(
  tx: TenantDb,
  table: IdTable,
  rows: readonly ({ id: number } & Record<string, unknown>)[],
): Promise<void> {
  const shapes = new Map<string, ({ id: number } & Record<string, unknown>)[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((key) => key !== 'id')
      .sort()
      .join(',');
    shapes.set(keys, [...(shapes.get(keys) ?? []), row]);
  }
  const columns = table as unknown as Record<string, PgColumn>;
  for (const [shape, group] of shapes) {
    const keys = shape ? shape.split(',') : [];
    if (!keys.length) continue;
    const all = ['id', ...keys];
    const name = (key: string) => sql.identifier((columns[key] as PgColumn).name);
    // a serial id is an integer once stored
    const type = (key: string) => (columns[key] as PgColumn).getSQLType().replace(/^serial$/, 'integer');
    // a JSON column (a matrix's rows) takes its value as JSON text, never as a PostgreSQL array
    const sent = (key: string, value: unknown) =>
      type(key) === 'jsonb' && value != null ? JSON.stringify(value) : (value ?? null);
    const cell = (key: string, value: unknown): SQL =>
      sql`cast(${sent(key, value)} as ${sql.raw(type(key))})`;
    for (const part of chunks(group)) {
      const values = sql.join(
        part.map(
          (row) =>
            sql`(${sql.join(
              all.map((key) => cell(key, row[key])),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`update ${table} as t set ${sql.join(
          keys.map((key) => sql`${name(key)} = v.${name(key)}`),
          sql`, `,
        )} from (values ${values}) as v(${sql.join(all.map(name), sql`, `)}) where t.${name('id')} = v.${name('id')}`,
      );
    }
  }
}
