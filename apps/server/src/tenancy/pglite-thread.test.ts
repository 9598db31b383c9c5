import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgError, PgCode } from '../kernel/pg-error.ts';
import { plannedOnce } from '../db/statement-cache.ts';
import { stopEmbeddedThread, ThreadedPGlite } from './pglite-thread.ts';

describe('ThreadedPGlite (the embedded databases on their own thread)', () => {
  let dir: string;
  let db: ThreadedPGlite;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-thread-'));
    db = await ThreadedPGlite.open(path.join(dir, 'db'), PGlite.defaultStartParams);
    await db.query(
      'create table notes (id serial primary key, body text unique, at timestamptz default now())',
    );
  }, 60_000);
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows as objects or arrays, keeping the text of the types asked for', async () => {
    await db.query('insert into notes (body) values ($1)', ['first']);
    const asObjects = await db.query('select body, at from notes');
    expect(asObjects.rows).toEqual([{ body: 'first', at: expect.any(Date) }]);
    const asArrays = await db.query('select body, at from notes', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(asArrays.rows).toEqual([['first', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d/)]]);
  });

  it("gives PostgreSQL's error fields to the caller", async () => {
    const failed = await db.query('insert into notes (body) values ($1)', ['first']).catch((e: unknown) => e);
    expect(pgError(failed)).toEqual({
      code: PgCode.UniqueViolation,
      constraint: 'notes_body_key',
      table: 'notes',
      query: 'insert into notes (body) values ($1)',
    });
  });

  it('commits a transaction, rolls back a failed one, and holds other statements until it ends', async () => {
    const count = async () => (await db.query('select count(*)::int as n from notes')).rows[0];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['second']);
      outside = count();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes (body) values ($1)', ['third']);
    });
    // the count outside waited for the transaction: it sees both rows
    expect(await outside).toEqual({ n: 3 });
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['fourth']);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect(failure).toEqual(new Error('changed my mind'));
    expect(await count()).toEqual({ n: 3 });
  });

  it("leaves the server's thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await db.query('select count(*) from generate_series(1, 3000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    // a statement on this thread would have held every tick until it ended
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(took / 5 / 3);
  });

  it('prepares a statement planned once under a name, keeps its generic plan and answers each run', async () => {
    const text = 'select body, at from notes where body = $1 order by id limit 5';
    plannedOnce(() => ({ getQuery: () => ({ sql: text }) }));
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    for (let run = 0; run < 8; run++)
      for (const body of ['first', 'second'])
        expect((await db.query(text, [body], options)).rows).toEqual([[body, expect.any(String)]]);
    const [prepared] = (await db.query('select generic_plans, custom_plans from pg_prepared_statements'))
      .rows as { generic_plans: number; custom_plans: number }[];
    // parsed once: 16 runs, the first few planned for their values, then one generic plan
    expect(prepared!.generic_plans + prepared!.custom_plans).toBe(16);
    expect(prepared!.generic_plans).toBeGreaterThan(0);
    // the same text in a transaction runs unnamed there, and a failed run leaves the database usable
    await db.transaction(async (tx) => expect((await tx.query(text, ['third'])).rows).toHaveLength(1));
    const failing = 'select 1 / $1::int as n';
    plannedOnce(() => ({ getQuery: () => ({ sql: failing }) }));
    expect(pgError(await db.query(failing, [0]).catch((e: unknown) => e))?.code).toBe('22012');
    expect((await db.query(failing, [1])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const text = 'select * from notes where id = $1';
    plannedOnce(() => ({ getQuery: () => ({ sql: text }) }));
    expect(Object.keys((await db.query(text, [1])).rows[0] as object)).toEqual(['id', 'body', 'at']);
    await db.query('alter table notes add column extra text');
    expect(Object.keys((await db.query(text, [1])).rows[0] as object)).toEqual(['id', 'body', 'at', 'extra']);
  });

  it('opens its database again on a new thread when the thread stopped, keeping what was committed', async () => {
    await db.query('insert into notes (body) values ($1)', ['before the stop']);
    const waiting = db.query('select count(*) from generate_series(1, 3000000)');
    await stopEmbeddedThread();
    // the statement under way fails with the thread; the next ones run on a new thread, on the same folder
    await expect(waiting).rejects.toThrow();
    const rows = await Promise.all(
      [1, 2, 3].map(() => db.query('select body from notes where body = $1', ['before the stop'])),
    );
    expect(rows.map((r) => r.rows)).toEqual([1, 2, 3].map(() => [{ body: 'before the stop' }]));
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['after the stop']);
    });
    expect(
      (await db.query('select count(*)::int as n from notes where body like $1', ['%the stop'])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it("serves another database's statement between one database's queued statements, not after them all", async () => {
    const other = await ThreadedPGlite.open(path.join(dir, 'other'), PGlite.defaultStartParams);
    try {
      await db.query('create table if not exists load (n int)');
      await db.query('insert into load select generate_series(1, 20000)');
      const done: string[] = [];
      // a burst of slow statements on one database, all queued before the other's one statement
      const burst = Array.from({ length: 20 }, (_, i) =>
        db
          .query('select count(*) from load a, (select 1 from load limit 30) b where a.n % 7 = $1', [i % 7])
          .then(() => done.push(`a${i}`)),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const quick = other.query('select 1').then(() => done.push('b'));
      await Promise.all([...burst, quick]);
      // it waited for at most the statement running and the next one, not for the whole burst
      expect(done.indexOf('b')).toBeLessThanOrEqual(3);
    } finally {
      await other.close();
    }
  });
});
