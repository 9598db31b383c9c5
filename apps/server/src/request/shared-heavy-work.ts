import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { workLanes } from '../db/control.schema.ts';
import { lockName } from '../db/lock-name.ts';
import { logger } from '../kernel/logger.ts';
import type { Database } from '../tenancy/database.ts';
import type { HeavyWorkGate, HeavyWorkPolicy } from './heavy-work.ts';

/** How long a lease lives unless its process extends it: a dead process's slots are free after this. */
export const LEASE_MS = 30_000;
/** A waiter looks again after this, doubling up to the most (unless a holder of this process left first). */
const FIRST_LOOK_MS = 20;
const LAST_LOOK_MS = 250;

/** Where a lease stands: running (with the tenant's running count, itself included), waiting, or refused. */
type Standing = number | 'waiting' | null;

interface Lane {
  running: number;
  waiting: number;
  /** Waiters queued before the asking one. */
  ahead: number;
  /** Whether the asking one's lease is still there. */
  present: boolean;
}

/**
 * The tenants' heavy-work lanes as leases in the control database's `work_lanes` (docs/deploy.md, 'Limits
 * shared by every process'): every process counts the same running and waiting operations. A lane is
 * changed only under a transaction-scoped advisory lock on its tenant, so counting and taking a place are
 * one step. A process extends its leases every third of LEASE_MS; one that dies stops, and its leases expire
 * and are removed by the next process to look at the lane. Waiters look again with a short backoff, at once
 * when a holder of their own process leaves, and in arrival order: one is let in only when the lane has a
 * place left over for every waiter ahead of it.
 */
export class SharedHeavyWorkGate implements HeavyWorkGate {
  /** Leases of this process, running or waiting, extended together. */
  private readonly held = new Set<string>();
  private readonly peaks = new Map<string, number>();
  /** This process's waiters per tenant, woken when a holder of the tenant leaves. */
  private readonly sleepers = new Map<string, Set<() => void>>();
  private extender: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly policy: HeavyWorkPolicy,
    private readonly leaseMs = LEASE_MS,
  ) {}

  async enter(tenant: string): Promise<(() => void) | null> {
    const holder = crypto.randomUUID();
    this.hold(holder);
    let standing: Standing;
    try {
      standing = await this.join(tenant, holder);
      for (let pause = FIRST_LOOK_MS; standing === 'waiting'; pause = Math.min(pause * 2, LAST_LOOK_MS)) {
        await this.sleep(tenant, pause);
        standing = await this.advance(tenant, holder);
      }
    } catch (error) {
      await this.leave(tenant, holder);
      throw error;
    }
    if (standing === null) {
      this.held.delete(holder);
      this.stopExtending();
      return null;
    }
    this.peaks.set(tenant, Math.max(this.peak(tenant), standing));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      void this.leave(tenant, holder);
    };
  }

  peak(tenant: string): number {
    return this.peaks.get(tenant) ?? 0;
  }

  /** Expired leases of tenants nobody asked about since. */
  async prune(): Promise<void> {
    await this.db.delete(workLanes).where(sql`${workLanes.until} < now()`);
  }

  /** A newcomer: a place if one is free and nobody waits, else a place in the queue if it has room. */
  private join(tenant: string, holder: string): Promise<Standing> {
    return this.db.transaction(async (tx) => {
      const lane = await this.look(tx, tenant, holder);
      const running = lane.running < this.policy.concurrent && lane.waiting === 0;
      if (!running && lane.waiting >= this.policy.queued) return null;
      await tx.insert(workLanes).values({ holder, tenant, running, until: this.until() });
      return running ? lane.running + 1 : 'waiting';
    });
  }

  /** A waiter looks again: in when the free places outnumber the waiters ahead of it. */
  private advance(tenant: string, holder: string): Promise<Standing> {
    return this.db.transaction(async (tx) => {
      const lane = await this.look(tx, tenant, holder);
      if (!lane.present) return null; // its lease expired (its process could not extend it): refused
      if (lane.running + lane.ahead >= this.policy.concurrent) return 'waiting';
      await tx.update(workLanes).set({ running: true }).where(eq(workLanes.holder, holder));
      return lane.running + 1;
    });
  }

  /** Locks the tenant's lane for the transaction, removes expired leases and counts the rest. */
  private async look(tx: Database, tenant: string, holder: string): Promise<Lane> {
    await lockName(tx, `work-lane:${tenant}`);
    await tx.delete(workLanes).where(and(eq(workLanes.tenant, tenant), sql`${workLanes.until} < now()`));
    const { rows } = (await tx.execute(sql`
      select count(*) filter (where running)::int as running,
             count(*) filter (where not running)::int as waiting,
             count(*) filter (where not running and (since, holder) <
               (select since, holder from work_lanes where holder = ${holder}::uuid))::int as ahead,
             coalesce(bool_or(holder = ${holder}::uuid), false) as present
        from work_lanes where tenant = ${tenant}`)) as unknown as { rows: Lane[] };
    const [lane] = rows;
    if (!lane) throw new Error('work_lanes count answered no row');
    return lane;
  }

  private async leave(tenant: string, holder: string): Promise<void> {
    try {
      await this.db.delete(workLanes).where(eq(workLanes.holder, holder));
    } catch (err) {
      // the lease expires on its own once it is no longer extended
      logger.warn({ err }, 'work lane leave');
    } finally {
      this.held.delete(holder);
      this.stopExtending();
      for (const wake of this.sleepers.get(tenant) ?? []) wake();
    }
  }

  private sleep(tenant: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let sleepers = this.sleepers.get(tenant);
      if (!sleepers) this.sleepers.set(tenant, (sleepers = new Set()));
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        if (!sleepers.size) this.sleepers.delete(tenant);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  private until() {
    return sql`now() + ${this.leaseMs} * interval '1 millisecond'`;
  }

  private hold(holder: string): void {
    this.held.add(holder);
    if (this.extender) return;
    this.extender = setInterval(() => void this.extend(), this.leaseMs / 3);
    this.extender.unref();
  }

  private stopExtending(): void {
    if (this.held.size || !this.extender) return;
    clearInterval(this.extender);
    this.extender = undefined;
  }

  private async extend(): Promise<void> {
    if (!this.held.size) return;
    try {
      await this.db
        .update(workLanes)
        .set({ until: this.until() })
        .where(inArray(workLanes.holder, [...this.held]));
    } catch (err) {
      logger.warn({ err }, 'work lane extend');
    }
  }
}
