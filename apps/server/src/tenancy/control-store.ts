import { asc, eq } from 'drizzle-orm';
import { DEFAULT_COLORS } from '@pano/contract';
import type { Config } from '../kernel/config.ts';
import { subscriptions, type Subscription } from '../db/control.schema.ts';
import { engineOptions, openDatabase, type Database } from './database.ts';
import { connectionShares } from './connection-budget.ts';
import { CONTROL_MIGRATIONS } from './migrations.ts';
import { announceChange, newOrigin, type Change } from './change-bus.ts';

export interface NewSubscription {
  tag: string;
  companyName: string;
  databaseUrl: string;
}

/** What the branding page may change in a subscription. */
export type BrandingValues = Partial<
  Pick<
    Subscription,
    | 'logo'
    | 'transparentLogo'
    | 'themeColorCode'
    | 'primaryColorCode'
    | 'secondaryColorCode'
    | 'contentBackgroundColorCode'
    | 'contentTextColorCode'
  >
>;

/**
 * The control database: which tenants exist and where their data lives. Every signed-in request reads its
 * tenant's subscription (is it active?): an answer is kept for `cacheMs` (TOKEN_CACHE_MS, as a token's
 * "still active") and dropped at once by this store's own writes, and by another process's as it announces
 * them (`forget`, docs/deploy.md "Caches"); a change whose notice was missed shows here within `cacheMs`.
 */
export class ControlStore {
  private readonly kept = new Map<string, { row: Subscription | undefined; until: number }>();
  /** This store's notices, which its own server skips (tenancy/change-bus.ts). */
  readonly origin = newOrigin();
  /** Counts this store's writes: an answer read while one ran is not kept. */
  private writes = 0;

  private constructor(
    readonly db: Database,
    readonly engine: 'pglite' | 'postgres',
    readonly close: () => Promise<void>,
    private readonly cacheMs: number,
  ) {}

  static async open(config: Config): Promise<ControlStore> {
    const url = config.databaseUrl ?? 'pglite:control';
    const opened = await openDatabase({
      ...engineOptions(config),
      url,
      migrationsFolder: CONTROL_MIGRATIONS,
      poolMax: connectionShares(config.pgMaxConnections).control,
    });
    return new ControlStore(opened.db, opened.engine, opened.close, config.tokenCacheMs);
  }

  async findByTag(tag: string): Promise<Subscription | undefined> {
    const hit = this.kept.get(tag);
    if (hit && hit.until > performance.now()) return hit.row;
    const until = performance.now() + this.cacheMs;
    const writes = this.writes;
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.tag, tag)).limit(1);
    // an answer read while this store wrote may be older than the write
    // kept answers are shared by every request: frozen, so none changes another's
    if (this.cacheMs > 0 && writes === this.writes) this.keep(tag, { row: row && Object.freeze(row), until });
    return row;
  }

  /** Drops the kept answer of `tag`, or every one (another process changed it; a notice may have been missed). */
  forget(tag?: string): void {
    this.writes++;
    if (tag === undefined) this.kept.clear();
    else this.kept.delete(tag);
  }

  /** Tells the other processes (PostgreSQL): their kept answers go at once (tenancy/change-bus.ts). */
  announce(change: Change): Promise<void> {
    return announceChange(this, change);
  }

  private keep(tag: string, entry: { row: Subscription | undefined; until: number }): void {
    this.kept.delete(tag);
    // at most as many as tenants were asked for recently; the oldest first
    if (this.kept.size >= 1_000) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(tag, entry);
  }

  /** A write to `tag`'s subscription: its kept answer goes, before and after the write. */
  private async writing<T>(tag: string, write: () => Promise<T>): Promise<T> {
    this.writes++;
    this.kept.delete(tag);
    try {
      return await write();
    } finally {
      this.writes++;
      this.kept.delete(tag);
      await this.announce({ kind: 'subscription', tag });
    }
  }

  async list(): Promise<Subscription[]> {
    return this.db.select().from(subscriptions).orderBy(asc(subscriptions.tag));
  }

  /** Adds a tenant; undefined when its tag is taken (by another creation too, however close in time). */
  async insert(input: NewSubscription): Promise<Subscription | undefined> {
    const [row] = await this.writing(input.tag, () =>
      this.db
        .insert(subscriptions)
        .values({ ...input, channel: input.tag, ...DEFAULT_COLORS })
        .onConflictDoNothing({ target: subscriptions.tag })
        .returning(),
    );
    return row;
  }

  /** Changes a tenant's company logos or colours (the branding page); never its tag or database. */
  async updateBranding(tag: string, values: BrandingValues): Promise<Subscription | undefined> {
    const [row] = await this.writing(tag, () =>
      this.db.update(subscriptions).set(values).where(eq(subscriptions.tag, tag)).returning(),
    );
    return row;
  }

  /**
   * Suspends (`false`) or resumes a tenant (`npm run tenant -- suspend|resume`): a suspended tenant's sessions
   * and sign-ins are refused, in every process at once.
   */
  async setActive(tag: string, isActive: boolean): Promise<Subscription | undefined> {
    const [row] = await this.writing(tag, () =>
      this.db.update(subscriptions).set({ isActive }).where(eq(subscriptions.tag, tag)).returning(),
    );
    return row;
  }

  async remove(tag: string): Promise<void> {
    await this.writing(tag, () => this.db.delete(subscriptions).where(eq(subscriptions.tag, tag)));
  }
}
