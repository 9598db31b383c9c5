import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { tenantTables } from './tenant-db.ts';

/** PostgreSQL keeps at most 63 bytes of a name (NAMEDATALEN − 1) and cuts longer ones when it makes them. */
const NAME_MAX = 63;

let fields: Promise<Map<string, string>> | undefined;

/** The database names of the columns an index part names: a column, or those inside an expression (`lower(email)`). */
function columnsOf(part: unknown): string[] {
  if (is(part, SQL)) return part.queryChunks.flatMap(columnsOf);
  const name = (part as { name?: unknown } | null)?.name;
  return typeof part === 'object' && typeof name === 'string' ? [name] : [];
}

/**
 * Every tenant unique index and unique column by table and name → the field it guards: the key of its last
 * column, the one a write chooses under its owner (`roleId` of quiz_type_roles_type_role, `email` of
 * users_email_lower).
 */
function uniqueFields(): Promise<Map<string, string>> {
  fields ??= tenantTables().then((tables) => {
    const map = new Map<string, string>();
    for (const table of tables) {
      const columns = Object.entries(getTableColumns(table));
      const keyOf = (name: string | undefined) => columns.find(([, column]) => column.name === name)?.[0];
      const set = (name: string, field: string | undefined) => {
        if (field) map.set(`${getTableName(table)}.${name.slice(0, NAME_MAX)}`, field);
      };
      for (const index of getTableConfig(table).indexes) {
        if (index.config.unique)
          set(index.config.name ?? '', keyOf(index.config.columns.flatMap(columnsOf).at(-1)));
      }
      for (const [key, column] of columns) {
        if (column.isUnique) set(column.uniqueName ?? `${getTableName(table)}_${column.name}_unique`, key);
      }
    }
    return map;
  });
  return fields;
}

/**
 * The field a violated unique index of a tenant table guards: the column's key, which is the input field's
 * name of a generic write (`email` for users_email_lower on users).
 */
export async function uniqueField(table: string, constraint: string): Promise<string | undefined> {
  return (await uniqueFields()).get(`${table}.${constraint}`);
}
