import zlib from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { tenantTables } from '../db/tenant-db.ts';
import type { TenantDb } from '../db/tenant-db.ts';

const FORMAT = 'pano-tenant-backup';
const VERSION = 1;

export interface BackupFile {
  format: typeof FORMAT;
  version: typeof VERSION;
  tag: string;
  createTime: string;
  tables: Record<string, unknown[]>;
}

type Rows = { rows: Record<string, unknown>[] };

/** Every tenant table, parents before children, so rows can be inserted in this order. */
export async function tablesInDependencyOrder(): Promise<PgTable[]> {
  const tables = await tenantTables();
  const byName = new Map(tables.map((t) => [getTableName(t), t]));
  const ordered: PgTable[] = [];
  const visiting = new Set<string>();
  const visit = (table: PgTable) => {
    const name = getTableName(table);
    if (ordered.includes(table) || visiting.has(name)) return;
    visiting.add(name);
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = byName.get(getTableName(fk.reference().foreignTable));
      if (parent && parent !== table) visit(parent);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/**
 * A logical backup of one tenant: every table's rows as JSON, gzip-compressed. Engine-neutral, so a backup
 * taken from the embedded database restores into PostgreSQL and the other way round.
 */
export async function backupTenant(db: TenantDb, tag: string): Promise<Buffer> {
  const tables: Record<string, unknown[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    for (const table of await tablesInDependencyOrder()) {
      const name = getTableName(table);
      const result = (await tx.execute(
        sql`select * from ${sql.identifier(name)} order by 1`,
      )) as unknown as Rows;
      tables[name] = result.rows.map(bytesAsText);
    }
  });
  const file: BackupFile = {
    format: FORMAT,
    version: VERSION,
    tag,
    createTime: new Date().toISOString(),
    tables,
  };
  return zlib.gzipSync(JSON.stringify(file));
}

/**
 * Bytes (a stored file's pieces, FILE_STORE=postgres) as PostgreSQL's hex text, `\\x…`, which the restore's
 * `json_populate_recordset` reads back into `bytea`; as JSON they would become `{"type":"Buffer",…}`.
 */
function bytesAsText(row: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(row))
    if (value instanceof Uint8Array) row[key] = `\\x${Buffer.from(value).toString('hex')}`;
  return row;
}

/** Rows in batches of at most 10,000 rows and about 8 MB of JSON each (a table of file pieces is large). */
function* batchesOf(rows: readonly unknown[]): Generator<string> {
  const LIMIT = 8 * 1024 * 1024;
  let batch: string[] = [];
  let size = 0;
  for (const row of rows) {
    const text = JSON.stringify(row);
    if (batch.length && (batch.length >= 10_000 || size + text.length > LIMIT)) {
      yield `[${batch.join(',')}]`;
      batch = [];
      size = 0;
    }
    batch.push(text);
    size += text.length + 1;
  }
  if (batch.length) yield `[${batch.join(',')}]`;
}

export function readBackup(content: Buffer): BackupFile {
  const file = JSON.parse(zlib.gunzipSync(content).toString('utf8')) as Partial<BackupFile>;
  if (file.format !== FORMAT || file.version !== VERSION || typeof file.tables !== 'object' || !file.tables) {
    throw new Error('Not a Pano tenant backup (or a newer format)');
  }
  return file as BackupFile;
}

/** Replaces a tenant's data with a backup's, in one transaction; sequences continue after the restored ids. */
export async function restoreTenant(db: TenantDb, content: Buffer): Promise<Record<string, number>> {
  const file = readBackup(content);
  const tables = await tablesInDependencyOrder();
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const names = tables.map((t) => sql.identifier(getTableName(t)));
    await tx.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity cascade`);
    for (const table of tables) {
      const name = getTableName(table);
      const rows = file.tables[name] ?? [];
      counts[name] = rows.length;
      // Generated columns (users' sort and search keys) are computed again, never written.
      const columns = sql.join(
        Object.values(getTableConfig(table).columns)
          .filter((c) => !c.generated)
          .map((c) => sql.identifier(c.name)),
        sql`, `,
      );
      for (const chunk of batchesOf(rows)) {
        await tx.execute(
          sql`insert into ${sql.identifier(name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(name)}, ${chunk}::json)`,
        );
      }
      const serial = Object.values(getTableConfig(table).columns).find((c) => c.columnType === 'PgSerial');
      if (serial) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, ${serial.name}), coalesce((select max(${sql.identifier(serial.name)}) from ${sql.identifier(name)}), 0) + 1, false)`,
        );
      }
    }
  });
  return counts;
}
