import type { Logger as DrizzleLogger } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { engineOptions, openDatabase, type OpenDatabase } from './database.ts';
import { TENANT_MIGRATIONS } from './migrations.ts';
import type { ControlStore } from './control-store.ts';
import { announceFor } from './change-bus.ts';
import { countCacheOf } from '../db/count-cache.ts';
import { ConnectionBudget, connectionShares } from './connection-budget.ts';

/** Runs on every open, after the migrations: rows defined in code (catalogs) that the tenant lacks. */
export type TenantOpenHook = (db: TenantDb, config: Config, tag: string) => Promise<void>;

export interface TenantRegistryOptions {
  /** Counts every statement (the list budget test). */
  logger?: DrizzleLogger;
  /** Catalog syncs of the areas (the configuration settings), composed by the app. */
  onOpen?: readonly TenantOpenHook[];
}

interface Entry {
  opening: Promise<OpenDatabase>;
  leases: number;
  lastUsed: number;
}

/** A lease on one tenant's database for the length of a request; release it when the request ends. */
export interface TenantLease {
  tag: string;
  db: TenantDb;
  release(): void;
}

/**
 * Opens tenant databases lazily (migrating on open) and closes the least recently used idle ones,
 * so memory stays bounded whatever the number of tenants. Databases in use are never closed.
 */
export class TenantRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;
  /** The tenants' share of PG_MAX_CONNECTIONS, over all their pools (connection-budget.ts). */
  readonly connections: ConnectionBudget;

  constructor(
    private readonly control: ControlStore,
    private readonly config: Config,
    private readonly options: TenantRegistryOptions = {},
  ) {
    this.connections = new ConnectionBudget(connectionShares(config.pgMaxConnections).tenants);
    this.sweeper = setInterval(() => void this.sweepIdle(), 30_000);
    this.sweeper.unref();
  }

  async lease(tag: string): Promise<TenantLease> {
    let entry = this.entries.get(tag);
    if (!entry) {
      entry = { opening: this.open(tag), leases: 0, lastUsed: Date.now() };
      this.entries.set(tag, entry);
      entry.opening.catch(() => this.entries.delete(tag));
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(tag);
    this.entries.set(tag, entry);
    entry.leases++;
    entry.lastUsed = Date.now();
    const current = entry;
    try {
      const opened = await entry.opening;
      let released = false;
      this.evictOverflow();
      return {
        tag,
        db: opened.db,
        release: () => {
          if (released) return;
          released = true;
          current.leases--;
          current.lastUsed = Date.now();
        },
      };
    } catch (error) {
      current.leases--;
      throw error;
    }
  }

  /** Runs `work` with a tenant database and releases it afterwards. */
  async withTenant<T>(tag: string, work: (db: TenantDb) => Promise<T>): Promise<T> {
    const lease = await this.lease(tag);
    try {
      return await work(lease.db);
    } finally {
      lease.release();
    }
  }

  /** The tenant's database if this process has it open (a change another process announced), else nothing. */
  openedDatabase(tag: string): Promise<TenantDb> | undefined {
    return this.entries.get(tag)?.opening.then((opened) => opened.db);
  }

  /** Every database this process has open. */
  openedDatabases(): Promise<TenantDb>[] {
    return [...this.entries.keys()].flatMap((tag) => this.openedDatabase(tag) ?? []);
  }

  get openCount(): number {
    return this.entries.size;
  }

  async close(tag: string): Promise<void> {
    const entry = this.entries.get(tag);
    if (!entry) return;
    this.entries.delete(tag);
    await (await entry.opening).close();
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.allSettled([...this.entries.keys()].map((tag) => this.close(tag)));
  }

  private async open(tag: string): Promise<OpenDatabase> {
    const subscription = await this.control.findByTag(tag);
    if (!subscription) throw new Error(`Unknown tenant ${tag}`);
    const opened = await openDatabase({
      ...engineOptions(this.config),
      url: subscription.databaseUrl,
      migrationsFolder: TENANT_MIGRATIONS,
      logger: this.options.logger,
      budget: this.connections,
    });
    this.announceChanges(opened, tag);
    try {
      // Catalog rows defined in code (the configuration settings) that the tenant lacks are added on every
      // open, after the migrations: a tenant made before a setting existed gets it too. Idempotent.
      for (const hook of this.options.onOpen ?? []) await hook(opened.db, this.config, tag);
    } catch (error) {
      await opened.close();
      throw error;
    }
    return opened;
  }

  /**
   * What users hold and writes that move list totals, changed through this database, are announced to the
   * other processes (tenancy/change-bus.ts): writes at most once per turn of the event loop, the last one
   * after the write has committed.
   */
  private announceChanges(opened: OpenDatabase, tag: string): void {
    if (this.control.engine !== 'postgres') return;
    announceFor(opened.db, (change) => void this.control.announce({ ...change, tag }));
    const counts = countCacheOf(opened.db);
    if (!counts) return;
    let pending = false;
    counts.onWritten = () => {
      if (pending) return;
      pending = true;
      setImmediate(() => {
        pending = false;
        void this.control.announce({ kind: 'writes', tag });
      });
    };
  }

  private evictOverflow(): void {
    let excess = this.entries.size - this.config.tenantCacheSize;
    for (const [tag, entry] of this.entries) {
      if (excess <= 0) break;
      if (entry.leases > 0) continue;
      excess--;
      void this.close(tag);
    }
  }

  private async sweepIdle(): Promise<void> {
    const cutoff = Date.now() - this.config.tenantIdleSeconds * 1000;
    for (const [tag, entry] of this.entries) {
      if (entry.leases === 0 && entry.lastUsed < cutoff) await this.close(tag);
    }
  }
}
