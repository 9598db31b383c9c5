import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { plannedOnce } from '../db/statement-cache.ts';
import { BUSY_THREAD_NICE, setEmbeddedBusyThreads, ThreadedPGlite } from './pglite-thread.ts';

const LONG = 'select count(*) from generate_series(1, 1000000)';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps `busy` working for `ms` — long statements, and transactions whose statements are apart — while
 * `quiet` asks a small statement now and then; answers how many transactions committed.
 */
async function keepBusy(
  busy: ThreadedPGlite,
  quiet: ThreadedPGlite,
  ms: number,
  withTransactions = true,
): Promise<number> {
  const until = performance.now() + ms;
  let committed = 0;
  const statements = (async () => {
    while (performance.now() < until) await busy.query(LONG);
  })();
  const transactions = (async () => {
    while (withTransactions && performance.now() < until) {
      await busy.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['first half']);
        await sleep(20);
        await tx.query('insert into notes (body) values ($1)', ['second half']);
      });
      committed++;
    }
  })();
  const small = (async () => {
    while (performance.now() < until) {
      await quiet.query('select 1');
      await sleep(50);
    }
  })();
  await Promise.all([statements, transactions, small]);
  return committed;
}

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

/** Which of the two ends first: a long statement on `busy`, or a small one on `quiet` sent just after it. */
async function firstDone(busy: ThreadedPGlite, quiet: ThreadedPGlite): Promise<string[]> {
  const done: string[] = [];
  const long = busy.query(LONG).then(() => done.push('long'));
  await sleep(20);
  const small = quiet.query('select 1').then(() => done.push('small'));
  await Promise.all([long, small]);
  return done;
}

describe('a thread for busy embedded databases (EMBEDDED_BUSY_THREADS)', () => {
  let dir: string;
  // a, c: the ones made busy (c with no thread to move to); b: the one that needs the shared thread meanwhile
  let [a, b, c] = [] as ThreadedPGlite[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-busy-thread-'));
    [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((name) => ThreadedPGlite.open(path.join(dir, name), PGlite.defaultStartParams)),
    );
    for (const db of [a!, b!, c!]) await db.query('create table notes (id serial primary key, body text)');
  }, 60_000);
  afterEach(() => setEmbeddedBusyThreads(1));
  afterAll(async () => {
    await Promise.all([a, b, c].map((db) => db?.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves a busy database on the shared thread when nobody else needs it', async () => {
    for (let run = 0; run < 8; run++) await b!.query(LONG);
    expect(b!.onBusyThread).toBe(false);
  }, 60_000);

  it('keeps every database on the shared thread with EMBEDDED_BUSY_THREADS=0', async () => {
    setEmbeddedBusyThreads(0);
    await keepBusy(c!, b!, 2_000);
    expect(c!.onBusyThread).toBe(false);
    expect(await firstDone(c!, b!)).toEqual(['long', 'small']);
  }, 60_000);

  it('never moves nor opens again a database closed while it was busy', async () => {
    const d = await ThreadedPGlite.open(path.join(dir, 'd'), PGlite.defaultStartParams);
    // a statement after a second alone starts a new window: the busy part and the close fall in one
    await sleep(1_100);
    await b!.query('select 1');
    await keepBusy(d, b!, 600, false);
    const movedBefore = d.onBusyThread;
    await d.close();
    await sleep(500);
    await b!.query('select 1'); // the window ends here, with the closed one's share in it
    await sleep(100);
    expect(d.onBusyThread).toBe(movedBefore);
    await expect(d.query('select 1')).rejects.toThrow();
  }, 60_000);

  it("moves a database that keeps the shared thread busy, so another's statement no longer waits for its", async () => {
    const [busy, quiet] = [a!, b!];
    // on the shared thread, the small statement waits for the long one running
    expect(await firstDone(busy, quiet)).toEqual(['long', 'small']);
    const niceBefore = threadNiceValues();

    const committed = await keepBusy(busy, quiet, 2_000);
    await busy.query('select 1'); // a move under way has ended once a statement ran after it
    expect(busy.onBusyThread).toBe(true);
    expect(quiet.onBusyThread).toBe(false);
    // the busy thread runs at BUSY_THREAD_NICE; every other thread keeps its priority
    expect(niceBefore.filter((nice) => nice === BUSY_THREAD_NICE)).toEqual([]);
    const niceAfter = threadNiceValues();
    expect(niceAfter.filter((nice) => nice === BUSY_THREAD_NICE)).toEqual([BUSY_THREAD_NICE]);
    expect(
      niceAfter.filter((nice) => nice !== BUSY_THREAD_NICE).every((nice) => nice === niceBefore[0]),
    ).toBe(true);
    // every transaction under way when it moved ended first, and each committed both its rows
    const rows = (await busy.query('select count(*)::int as n from notes')).rows;
    expect(rows).toEqual([{ n: 2 * committed }]);
    expect(committed).toBeGreaterThan(0);

    expect(await firstDone(busy, quiet)).toEqual(['small', 'long']);
    // statements prepared by name and transactions work where it runs now
    const text = 'select count(*)::int as n from notes where body = $1';
    plannedOnce(() => ({ getQuery: () => ({ sql: text }) }));
    expect((await busy.query(text, ['first half'])).rows).toEqual([{ n: committed }]);
    await busy.transaction((tx) => tx.query('insert into notes (body) values ($1)', ['after the move']));
    expect((await busy.query(text, ['after the move'])).rows).toEqual([{ n: 1 }]);
  }, 60_000);
});
