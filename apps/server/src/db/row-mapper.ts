import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** Reads a driver's value into the selected field's type (a column, or an SQL expression's decoder). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What a prepared Drizzle select keeps of its selection (drizzle-orm 0.45; `row-mapper.test.ts` holds it). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Cell {
  /** The objects above the value (`['r0']` for a joined object's column), none for a top-level field. */
  parents: string[];
  key: string;
  decoder: Decoder;
}

/** A row reader worked out once per statement: its cells, and the joined objects a null first column empties. */
interface Plan {
  cells: Cell[];
  /** A left-joined object (`r0`) made null when its first column (`key`) is null. */
  nullable: { object: string; key: string }[];
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * Gives a prepared select of a kept statement (db/statement-cache.ts) a row reader worked out once: Drizzle
 * works out each cell's decoder and path on every row of every run (its `is()` checks were a tenth of the
 * server's time under a list's load). The rows are the same as Drizzle's own: nested objects by path, null
 * for a value that is null, and a left-joined object whose first column is null made null itself.
 */
export function withRowReader<T>(statement: T): T {
  const prepared = statement as unknown as PreparedSelect;
  const { fields, joinsNotNullableMap: notNullable } = prepared;
  if (!fields || prepared.customResultMapper) return statement;
  const plan = planOf(fields, notNullable);
  prepared.customResultMapper = (rows) => {
    const read = new Array<Record<string, unknown>>(rows.length);
    for (let i = 0; i < rows.length; i++) read[i] = readRow(plan, rows[i]!);
    return read;
  };
  return statement;
}

/**
 * Drizzle's rule, worked out from the selection instead of on each row: a joined object (a column at depth
 * two) is null when its first column is null — unless its columns come from more than one table, or its
 * table is one the query cannot miss (`joinsNotNullableMap`).
 */
function planOf(
  fields: NonNullable<PreparedSelect['fields']>,
  notNullable: Record<string, boolean> | undefined,
): Plan {
  const cells: Cell[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  const joined = new Map<string, { key: string; table: string; mixed: boolean }>();
  if (notNullable)
    for (const { path, field } of fields) {
      if (path.length !== 2 || !is(field, Column)) continue;
      const table = getTableName((field as unknown as Column).table);
      const seen = joined.get(path[0]!);
      if (!seen) joined.set(path[0]!, { key: path[1]!, table, mixed: false });
      else if (seen.table !== table) seen.mixed = true;
    }
  const nullable = [...joined]
    .filter(([, { table, mixed }]) => !mixed && !notNullable?.[table])
    .map(([object, { key }]) => ({ object, key }));
  return { cells, nullable };
}

function readRow({ cells, nullable }: Plan, row: unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let i = 0; i < cells.length; i++) {
    const { parents, key, decoder } = cells[i]!;
    const raw = row[i];
    const value = raw === null ? null : decoder.mapFromDriverValue(raw);
    let node = result;
    for (let p = 0; p < parents.length; p++) node = (node[parents[p]!] ??= {}) as Record<string, unknown>;
    node[key] = value;
  }
  for (let j = 0; j < nullable.length; j++) {
    const { object, key } = nullable[j]!;
    if ((result[object] as Record<string, unknown>)[key] === null) result[object] = null;
  }
  return result;
}
