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
  parents: string[];
  key: string;
  decoder: Decoder;
  /** The table of a column read into a joined object (`{ r0: { id, name } }`), to null a missing row. */
  joinedTable?: string;
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
  const cells: Cell[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    joinedTable:
      notNullable && path.length === 2 && is(field, Column)
        ? getTableName((field as unknown as Column).table)
        : undefined,
  }));
  prepared.customResultMapper = (rows) => rows.map((row) => readRow(cells, row, notNullable));
  return statement;
}

function readRow(cells: Cell[], row: unknown[], notNullable: Record<string, boolean> | undefined) {
  const result: Record<string, unknown> = {};
  // per joined object: the table its first column came from when that column was null, else false
  const nullified: Record<string, string | false> = {};
  for (let i = 0; i < cells.length; i++) {
    const { parents, key, decoder, joinedTable } = cells[i]!;
    let node = result;
    for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
    const raw = row[i];
    const value = raw === null ? null : decoder.mapFromDriverValue(raw);
    node[key] = value;
    if (joinedTable === undefined) continue;
    const object = parents[0]!;
    if (!(object in nullified)) nullified[object] = value === null ? joinedTable : false;
    else if (typeof nullified[object] === 'string' && nullified[object] !== joinedTable)
      nullified[object] = false;
  }
  for (const [object, table] of Object.entries(nullified))
    if (typeof table === 'string' && !notNullable?.[table]) result[object] = null;
  return result;
}
