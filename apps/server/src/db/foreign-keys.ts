import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { tenantTables } from './tenant-db.ts';

/** PostgreSQL keeps at most 63 bytes of a name (NAMEDATALEN − 1) and cuts longer ones when it makes them. */
const NAME_MAX = 63;

let fields: Promise<Map<string, string>> | undefined;

/** Every tenant foreign key by table and name as PostgreSQL keeps it → its column's key in the Drizzle table. */
function foreignKeyFields(): Promise<Map<string, string>> {
  fields ??= tenantTables().then((tables) => {
    const map = new Map<string, string>();
    for (const table of tables) {
      const columns = Object.entries(getTableColumns(table));
      for (const key of getTableConfig(table).foreignKeys) {
        const column = key.reference().columns[0];
        const field = columns.find(([, candidate]) => candidate === column)?.[0];
        if (field) map.set(`${getTableName(table)}.${key.getName().slice(0, NAME_MAX)}`, field);
      }
    }
    return map;
  });
  return fields;
}

/**
 * The field a violated foreign key of a tenant table holds (`userId` for workflow_item_users_user_id_users_id_fk
 * on workflow_item_users): the column's key, which is the input field's name of a generic write.
 */
export async function foreignKeyField(table: string, constraint: string): Promise<string | undefined> {
  return (await foreignKeyFields()).get(`${table}.${constraint}`);
}
