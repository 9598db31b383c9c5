// The embedded databases of a server process, on a thread of their own (docs/performance.md, "The embedded
// engine's thread"): PGlite runs PostgreSQL in WebAssembly on whatever thread holds it, so on the server's
// own thread every statement stopped all other work. This file is plain JavaScript so that it loads the same
// in the tests (TypeScript sources), under tsx and from the compiled server; `pglite-thread.ts` is its other
// half and says what each message means.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// A thread for busy databases runs at a lower scheduling priority (a higher nice value; on Linux the value is
// the thread's own): while it and the server's other threads want the same core, they go first.
if (workerData?.nice) {
  try {
    os.setPriority(0, workerData.nice);
  } catch {
    // a system that does not allow it runs the thread at the process's priority
  }
}

/** Open databases by the number the other side gave them. */
const databases = new Map();
/** Open transactions by number: the transaction's handle and how to end it (commit or roll back). */
const transactions = new Map();
const keepText = (value) => value;
/** Per open database: the statements prepared by name, by their text (the newest NAMED_MAX of them). */
const namedStatements = new Map();
const NAMED_MAX = 500;
let lastName = 0;

/** An error as plain data: its message, name and every field PostgreSQL gave it (code, constraint …). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: error.message, name: error.name };
}

function target(message) {
  const found = message.tx === undefined ? databases.get(message.db) : transactions.get(message.tx)?.handle;
  if (!found) throw new Error(`no open ${message.tx === undefined ? 'database' : 'transaction'}`);
  return found;
}

const handlers = {
  async open({ db, dir, startParams }) {
    // pg_trgm: the list searches' trigram indexes (migration 0011, docs/performance.md)
    const client = new PGlite(dir, { extensions: { pg_trgm }, startParams });
    await client.waitReady;
    databases.set(db, client);
  },
  async query(message) {
    const parsers = Object.fromEntries((message.keepText ?? []).map((type) => [type, keepText]));
    const options = { rowMode: message.rowMode, parsers };
    const { rows, fields, affectedRows } =
      message.named && message.tx === undefined
        ? await queryNamed(message.db, message.sql, message.params ?? [], options)
        : await target(message).query(message.sql, message.params, options);
    return { rows, fields, affectedRows };
  },
  async begin({ db, tx }) {
    const client = databases.get(db);
    if (!client) throw new Error('no open database');
    const open = {};
    await new Promise((started, failed) => {
      // PGlite commits when the callback's promise resolves and rolls back when it rejects: `end` does either
      open.done = client.transaction(
        (handle) =>
          new Promise((commit, rollBack) => {
            Object.assign(open, { handle, commit, rollBack });
            started();
          }),
      );
      open.done.catch(failed);
    });
    transactions.set(tx, open);
  },
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) throw new Error('no open transaction');
    transactions.delete(tx);
    if (commit) {
      open.commit();
      await open.done;
    } else {
      open.rollBack(new Error('rolled back'));
      await open.done.catch(() => undefined);
    }
  },
  // with --expose-gc: a closed database's WebAssembly memory is freed at the thread's next full collection
  async collect() {
    globalThis.gc?.();
  },
  async close({ db }) {
    await databases.get(db)?.close();
    databases.delete(db);
    namedStatements.delete(db);
  },
};

/** PostgreSQL's answer to a prepared statement whose tables changed its columns ("cached plan must not …"). */
const STALE_PLAN = '0A000';

/**
 * A statement planned once (db/statement-cache.ts `plannedOnce`): PGlite's `query` parses, describes and
 * plans every statement it runs; this prepares it once under a name (PostgreSQL keeps a generic plan after a
 * few runs) and then only binds and executes it — the same protocol messages, in the same exclusive turns
 * as `query` takes, and PGlite's own reading of the answer. One whose tables changed is prepared again.
 */
async function queryNamed(db, text, params, options) {
  const client = databases.get(db);
  if (!client) throw new Error('no open database');
  let statements = namedStatements.get(db);
  if (!statements) namedStatements.set(db, (statements = new Map()));
  const run = () => runNamed(client, statements, text, params, options);
  return client._runExclusiveTransaction(() =>
    client.runExclusive(() =>
      run().catch((error) => {
        if (error?.code === STALE_PLAN) return run();
        throw error;
      }),
    ),
  );
}

/** One run of `text` under its name in `statements`, prepared first when it is not; forgotten if it fails. */
async function runNamed(client, statements, text, params, options) {
  const { serialize } = protocol;
  const send = (bytes) => client.execProtocolStream(bytes, { syncToFs: false });
  const answer = [];
  let kept = statements.get(text);
  let failed = false;
  try {
    if (kept) {
      // the most recently used last
      statements.delete(text);
      statements.set(text, kept);
    } else {
      kept = { name: `pano_${++lastName}`, types: [] };
      await send(serialize.parse({ name: kept.name, text }));
      kept.types = parse.parseDescribeStatementResults(
        await send(serialize.describe({ type: 'S', name: kept.name })),
      );
      if (statements.size >= NAMED_MAX) {
        const [oldText, old] = statements.entries().next().value;
        statements.delete(oldText);
        await send(serialize.close({ type: 'S', name: old.name }));
      }
      statements.set(text, kept);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[kept.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    answer.push(
      ...(await send(serialize.bind({ statement: kept.name, values }))),
      ...(await send(serialize.describe({ type: 'P' }))),
      ...(await send(serialize.execute({}))),
    );
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    answer.push(...(await send(serialize.sync())));
    if (failed) {
      // prepared again at its next run; this one is closed once the error is over
      if (statements.get(text) === kept) statements.delete(text);
      await send(serialize.close({ type: 'S', name: kept.name }));
      await send(serialize.sync());
    }
  }
  return parse.parseResults(answer, client.parsers, options)[0];
}

// Each answer says how long its work held this thread (`ms`) and how long it waited for its turn
// (`waited`): the server's side moves a database whose statements keep the shared thread busy while others
// wait to a thread for busy ones (pglite-thread.ts, `Placement`).
function start(message) {
  const began = performance.now();
  // from its sending: most of the wait is in the thread's message queue, while a statement runs
  const waited = Math.max(0, performance.timeOrigin + began - message.sentAt);
  const answer = (fields) =>
    parentPort.postMessage({ call: message.call, ...fields, waited, ms: performance.now() - began });
  return handlers[message.op](message).then(
    (result) => answer({ result }),
    (error) => answer({ error: plainError(error) }),
  );
}

// Fair turns between databases (docs/performance.md, "The embedded engine's thread"). PGlite queues a
// database's statements behind each other and runs the next one as soon as the last ends, without giving the
// thread back: one tenant's burst of statements kept every other tenant's waiting behind the whole burst. So
// each database has its own queue and at most one of its statements started at a time; databases take turns,
// and between two starts the thread reads the messages that arrived meanwhile. A transaction's own
// statements and its end go at once: the transaction holds its database already, and its next statement is
// what the statements queued behind it wait for.
const queues = new Map();
const started = new Set();
const turns = [];
let pumping = false;

function enqueue(message) {
  let queue = queues.get(message.db);
  if (!queue) queues.set(message.db, (queue = []));
  queue.push(message);
  if (!turns.includes(message.db)) turns.push(message.db);
  schedule();
}

function schedule() {
  if (pumping) return;
  pumping = true;
  setImmediate(pump);
}

/** Starts the next statement of the next database whose turn it is and that has none started. */
function pump() {
  pumping = false;
  for (let looked = turns.length; looked > 0; looked--) {
    const db = turns.shift();
    const queue = queues.get(db);
    if (!queue?.length) {
      queues.delete(db);
      continue;
    }
    turns.push(db);
    if (started.has(db)) continue;
    const message = queue.shift();
    started.add(db);
    start(message).finally(() => {
      started.delete(db);
      schedule();
    });
    schedule(); // the next start comes after the thread has read what arrived meanwhile
    return;
  }
}

parentPort.on('message', (message) => {
  const ownTurn = message.tx === undefined && message.op !== 'end' && message.db !== undefined;
  if (ownTurn && (message.op === 'query' || message.op === 'begin')) enqueue(message);
  else start(message);
});
