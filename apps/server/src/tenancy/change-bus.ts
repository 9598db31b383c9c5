import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { logger } from '../kernel/logger.ts';
import type { Database } from './database.ts';

/**
 * A change whose earlier answer another process may keep (docs/deploy.md, "Caches"): a tenant's
 * subscription (suspended, branding), sessions ended (one token, a user's, a tenant's), what users hold
 * (one user's permissions, or every user's of the tenant), and writes that move the list totals.
 */
export type Change =
  | { kind: 'subscription'; tag: string }
  | { kind: 'tokens'; tag: string; userId?: number; tokenId?: string }
  | { kind: 'permissions'; tag: string; userId?: number }
  | { kind: 'writes'; tag: string };

/** The PostgreSQL channel every process listens on, in the control database. */
const CHANNEL = 'pano_changes';

/**
 * Who announces: one per control store (one per server process; a test may run two in one), so a server
 * skips its own notices when they come back (it has applied them already).
 */
export const newOrigin = (): string => crypto.randomUUID();

interface Notice {
  origin: string;
  change: Change;
}

/**
 * Tells every other process that listens on the control database (`listenForChanges`); on the embedded
 * engine there is none (one process owns the data folder), so nothing is sent. A notification made inside a
 * transaction is delivered when it commits; one that cannot be sent is logged, and the others see the
 * change when their window (TOKEN_CACHE_MS, COUNT_CACHE_MS) passes, as before.
 */
export async function announceChange(
  control: { db: Database; engine: 'pglite' | 'postgres'; origin: string },
  change: Change,
): Promise<void> {
  if (control.engine !== 'postgres') return;
  const notice: Notice = { origin: control.origin, change };
  try {
    await control.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
  } catch (err) {
    logger.warn({ err, change }, 'change not announced');
  }
}

/** What a notification may hold; anything else is ignored. */
function parseNotice(payload: string | undefined, origin: string): Change | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    const change = notice.change;
    if (notice.origin === origin || typeof change?.tag !== 'string') return undefined;
    return ['subscription', 'tokens', 'permissions', 'writes'].includes(change.kind) ? change : undefined;
  } catch {
    return undefined;
  }
}

/** A connection listening for the other processes' changes; `close` ends it. */
export interface ChangeListener {
  close(): Promise<void>;
}

const RETRY_MS = 1_000;

/**
 * Listens on the control database (PostgreSQL) for the changes others announce (any `origin` but the
 * given one, this server's own), and hands each to `apply`. `apply(null)` means notifications may have been missed — the connection was (re)opened — so
 * every kept answer should go. A lost connection is opened again after a second; meanwhile the windows hold.
 */
export function listenForChanges(
  controlUrl: string,
  origin: string,
  apply: (change: Change | null) => void,
): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = (reason: unknown) => {
    if (closed || retry) return;
    logger.warn({ err: reason }, 'change listener lost its connection');
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RETRY_MS);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: controlUrl });
    next.on('notification', (message) => {
      const change = parseNotice(message.payload, origin);
      if (change) apply(change);
    });
    next.on('error', reconnect);
    next.on('end', () => reconnect(new Error('connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (closed) return void next.end().catch(() => undefined);
      apply(null); // whatever was announced while nobody listened
    } catch (error) {
      reconnect(error);
    }
  };
  const started = connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await started;
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}

/** A change of the tenant a database belongs to (its tag is the database's). */
export type TenantChange = { kind: 'permissions'; userId?: number } | { kind: 'writes' };

/** Each open tenant database's announcer: changes found through the database (not its tag) reach the others. */
const announcers = new WeakMap<object, (change: TenantChange) => void>();

/** Gives an open tenant database its announcer (the tenant registry, as it opens one). */
export function announceFor(db: object, announce: (change: TenantChange) => void): void {
  announcers.set(db, announce);
}

/** Announces a change of the tenant whose database `db` is; nothing for a database with no announcer. */
export function announceTenantChange(db: object, change: TenantChange): void {
  announcers.get(db)?.(change);
}
