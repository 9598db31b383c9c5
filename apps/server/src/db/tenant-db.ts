import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * One tenant's database, on either engine (PGlite or PostgreSQL). A transaction is one too
 * (`PgTransaction` extends `PgDatabase`), so a use case takes `TenantDb` and works inside or outside one.
 */
export type TenantDb = PgDatabase<PgQueryResultHKT>;

/** A transaction on a tenant's database, as `TenantDb.transaction` hands it over. */
export type TenantTx = Parameters<Parameters<TenantDb['transaction']>[0]>[0];

/** The folder of the tenant tables: every `*.table.ts` here is part of the tenant schema (drizzle-kit too). */
export const TENANT_TABLES_DIR = path.join(import.meta.dirname, 'tenant');

let loaded: Promise<PgTable[]> | undefined;

/**
 * Every tenant table, read from the table files of `db/tenant` (no hand-kept list: a new area's
 * `<area>.table.ts` joins backups and checksums by existing). Sorted by table name.
 */
export function tenantTables(): Promise<PgTable[]> {
  loaded ??= (async () => {
    const files = fs.readdirSync(TENANT_TABLES_DIR).filter((f) => /\.table\.[jt]s$/.test(f));
    const modules = await Promise.all(
      files.map((f) => import(pathToFileURL(path.join(TENANT_TABLES_DIR, f)).href) as Promise<object>),
    );
    const tables = new Set<PgTable>();
    for (const module of modules)
      for (const value of Object.values(module)) if (is(value, PgTable)) tables.add(value);
    return [...tables];
  })();
  return loaded;
}
