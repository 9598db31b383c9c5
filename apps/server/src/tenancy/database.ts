import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ThreadedPGlite } from './pglite-thread.ts';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { logger as appLogger } from '../kernel/logger.ts';
import type { Config } from '../kernel/config.ts';
import { prepareEmbeddedFolder } from './embedded-cluster.ts';
import { withAdvisoryLock } from './build-locks.ts';
import { CountCache, keepCounts, watchWrites } from '../db/count-cache.ts';
import type { ConnectionBudget } from './connection-budget.ts';

/** A database on either engine: a tenant's or the control database. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface OpenDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `pglite:<folder relative to dataDir>` or `postgres://…` */
  url: string;
  dataDir: string;
  /**
   * Where a pristine embedded cluster is kept, copied for each new embedded database (embedded-cluster.ts);
   * required for an embedded database (the configuration's `embeddedTemplateDir`).
   */
  embeddedTemplateDir?: string;
  migrationsFolder: string;
  /** Counts every statement; the list budget test reads it. */
  logger?: DrizzleLogger;
  /**
   * PostgreSQL cancels a statement that runs longer (57014, answered as Unexpected and logged); 0 or unset:
   * no limit. The embedded engine has no timer to cancel with: the operation cost limit bounds it.
   */
  statementTimeoutMs?: number;
  /**
   * The embedded engine's buffer pool (`shared_buffers`) in MB; PGlite's own 128 MB when unset. WebAssembly
   * memory never shrinks and PGlite touches its whole pool, so each open embedded database holds it
   * (docs/performance.md, Memory).
   */
  embeddedSharedBuffersMb?: number;
  /** How long a list's total may be reused while nothing is written (db/count-cache.ts); 0 or unset: never. */
  countCacheMs?: number;
  /** PostgreSQL: the pool's connections come from this budget (the tenants' share of PG_MAX_CONNECTIONS). */
  budget?: ConnectionBudget;
  /** PostgreSQL: the pool's own most connections, 10 unless set (the control database's share). */
  poolMax?: number;
  /** PostgreSQL: how long a connection stays open idle (pg's `idleTimeoutMillis`); pg's 10 s unless set. */
  idleMs?: number;
}

/** What every database the server opens takes from the configuration (control and tenants alike). */
export function engineOptions(config: Config): Omit<OpenOptions, 'url' | 'migrationsFolder' | 'logger'> {
  return {
    dataDir: config.dataDir,
    embeddedTemplateDir: config.embeddedTemplateDir,
    statementTimeoutMs: config.statementTimeoutMs,
    embeddedSharedBuffersMb: config.embeddedSharedBuffersMb,
    countCacheMs: config.countCacheMs,
    idleMs: config.pgIdleSeconds * 1000,
  };
}

/** PGlite's start parameters with the settings of `options` added (`-c name=value`, as for postgres). */
function embeddedStartParams(options: OpenOptions): string[] {
  const settings = options.embeddedSharedBuffersMb
    ? [`shared_buffers=${options.embeddedSharedBuffersMb}MB`]
    : [];
  return [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])];
}

const MIGRATION_LOCK_ID = 7_301_1975;

export function isEmbedded(url: string): boolean {
  return url.startsWith('pglite:');
}

export function embeddedPath(url: string, dataDir: string): string {
  const folder = url.slice('pglite:'.length);
  const resolved = path.resolve(dataDir, folder);
  if (!resolved.startsWith(path.resolve(dataDir) + path.sep))
    throw new Error('Embedded database outside DATA_DIR');
  return resolved;
}

/** Opens a database on either engine and brings it to the newest migration. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  const { url } = options;
  const counts = new CountCache(options.countCacheMs ?? 0);
  const logger = counts.watching(options.logger);
  if (isEmbedded(url)) {
    const dir = embeddedPath(url, options.dataDir);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    if (!options.embeddedTemplateDir) throw new Error('An embedded database needs embeddedTemplateDir');
    await prepareEmbeddedFolder(dir, options.embeddedTemplateDir);
    // on the embedded databases' own thread, with pg_trgm (pglite-thread.ts, docs/performance.md)
    const client = watchWrites(await ThreadedPGlite.open(dir, embeddedStartParams(options)), counts);
    // Drizzle's PGlite driver calls `query` and `transaction` of its client, which a ThreadedPGlite answers
    const db = keepCounts(drizzlePglite({ client: client as unknown as PGlite, logger }), counts);
    // One process owns an embedded folder (the data lock), so no advisory lock is needed here.
    await migratePglite(db, { migrationsFolder: options.migrationsFolder }).catch(async (error: unknown) => {
      // closed, so that the thread does not keep a process alive for a database nobody can use
      await client.close();
      throw error;
    });
    return { db, engine: 'pglite', close: () => client.close() };
  }
  const timeout = options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {};
  const pool = watchWrites(
    new pg.Pool({
      connectionString: url,
      max: options.poolMax ?? 10,
      ...(options.idleMs ? { idleTimeoutMillis: options.idleMs } : {}),
      ...timeout,
      ...options.budget?.poolOptions(),
    }),
    counts,
  );
  const unwatch = options.budget?.watch(pool);
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => appLogger.warn({ err: error }, 'database connection lost'));
  const db = keepCounts(drizzlePg({ client: pool, logger }), counts);
  const close = () => {
    unwatch?.();
    return pool.end();
  };
  await migrateUnderLock(pool, options.migrationsFolder).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { db, engine: 'postgres', close };
}

/** Two processes opening the same PostgreSQL database migrate one after the other. */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    // waiting for another process's migration, or building an index, may take longer than a request may
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

/**
 * Creates a PostgreSQL database on the server of `serverUrl` if it does not exist yet; callers racing for the
 * same name take turns under an advisory lock, so the second finds it instead of failing.
 */
export async function ensurePostgresDatabase(serverUrl: string, database: string): Promise<string> {
  const target = new URL(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await withAdvisoryLock(admin, `pano:database:${database}`, 'exclusive', async () => {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
      if (exists.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
    });
  } finally {
    await admin.end();
  }
  target.pathname = `/${database}`;
  return target.toString();
}

export async function dropPostgresDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database.replace(/"/g, '')}" with (force)`);
  } finally {
    await admin.end();
  }
}
