import pg from 'pg';

/** What of pg-pool (3.x) the budget reaches into to close an idle connection of another pool. */
interface PoolInternals {
  _idle: { client: pg.PoolClient }[];
  _remove(client: pg.PoolClient, callback?: () => void): void;
}

/**
 * The most connections the tenants' pools of one process hold to PostgreSQL together (PG_MAX_CONNECTIONS less
 * the control database's share; docs/deploy.md, Connections). A pool opens a connection only with a place
 * from the budget and gives it back when the connection ends. With none free, the idle connection of some
 * pool is closed to make one (a tenant nobody asks for keeps none), else the request waits for the next
 * connection to end or to come back idle, however many tenants are open.
 */
export class ConnectionBudget {
  private held = 0;
  private highest = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly pools = new Set<pg.Pool>();
  /** When each connection last came back idle. */
  private readonly released = new WeakMap<pg.PoolClient, number>();

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error('A connection budget needs at least one connection');
  }

  /** Connections held now, and the most held at once since the start. */
  get counts(): { held: number; highest: number } {
    return { held: this.held, highest: this.highest };
  }

  /** A pool's options that take its connections from this budget; `watch` the pool once made. */
  poolOptions(): Pick<pg.PoolConfig, 'Client' | 'max'> {
    const take = () => this.take();
    const give = () => this.give();
    type Done = ((err: Error) => void) | ((err: null, client: pg.Client) => void);
    class BudgetedClient extends pg.Client {
      override connect(): Promise<pg.Client>;
      override connect(callback: Done): void;
      override connect(callback?: Done): Promise<pg.Client> | void {
        const connected = take().then(async () => {
          let given = false;
          const giveBack = () => {
            if (given) return;
            given = true;
            give();
          };
          this.once('end', giveBack);
          try {
            await super.connect();
          } catch (error) {
            giveBack();
            throw error;
          }
          return this;
        });
        if (!callback) return connected;
        connected.then(
          (client) => (callback as (err: null, client: pg.Client) => void)(null, client),
          (error: unknown) => (callback as (err: Error) => void)(error as Error),
        );
      }
    }
    return { Client: BudgetedClient, max: Math.min(10, this.max) };
  }

  /** The pool's idle connections may be closed for another pool's request; returns the unwatch. */
  watch(pool: pg.Pool): () => void {
    this.pools.add(pool);
    // a connection coming back idle while another pool's request waits is closed for it (after the pool
    // has placed it among its idle ones, or handed it to a request of its own)
    const released = (_error: Error | undefined, client: pg.PoolClient) => {
      this.released.set(client, performance.now());
      if (this.waiting.length) setImmediate(() => this.closeOneIdle());
    };
    pool.on('release', released);
    return () => {
      this.pools.delete(pool);
      pool.off('release', released);
    };
  }

  private take(): Promise<void> {
    if (this.held < this.max) {
      this.held += 1;
      this.highest = Math.max(this.highest, this.held);
      return Promise.resolve();
    }
    const waiting = new Promise<void>((resolve) => this.waiting.push(resolve));
    this.closeOneIdle();
    return waiting;
  }

  /** A connection ended: its place goes to the first waiting, or back to the budget. */
  private give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held -= 1;
  }

  /**
   * Ends the connection idle the longest, of any watched pool; its end gives its place back. Not the one that
   * just came back: the request that used it may be about to run its next statement on it.
   */
  private closeOneIdle(): void {
    if (!this.waiting.length) return;
    let oldest: { pool: PoolInternals; client: pg.PoolClient; since: number } | undefined;
    for (const pool of this.pools) {
      const internals = pool as unknown as PoolInternals;
      for (const { client } of internals._idle) {
        const since = this.released.get(client) ?? 0;
        if (!oldest || since < oldest.since) oldest = { pool: internals, client, since };
      }
    }
    oldest?.pool._remove(oldest.client);
  }
}

/**
 * PG_MAX_CONNECTIONS shared out: the control database's pool a quarter (2 to 10), its change listener one,
 * the tenants' pools the rest.
 */
export function connectionShares(max: number): { control: number; tenants: number } {
  const control = Math.min(10, Math.max(2, Math.floor(max / 4)));
  return { control, tenants: Math.max(1, max - control - 1) };
}
