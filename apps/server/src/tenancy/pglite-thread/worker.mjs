// The embedded databases of a server process, on a thread of their own (docs/performance.md, "The embedded
// engine's thread"): PGlite runs PostgreSQL in WebAssembly on whatever thread holds it, so on the server's
// own thread every statement stopped all other work. This file is plain JavaScript so that it loads the same
// in the tests (TypeScript sources), under tsx and from the compiled server; `pglite-thread.ts` is its other
// half and says what each message means.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Open databases by the number the other side gave them. */
const databases = new Map();
/** Open transactions by number: the transaction's handle and how to end it (commit or roll back). */
const transactions = new Map();
const keepText = (value) => value;

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
    const { rows, fields, affectedRows } = await target(message).query(message.sql, message.params, {
      rowMode: message.rowMode,
      parsers,
    });
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
  },
};

parentPort.on('message', (message) => {
  handlers[message.op](message).then(
    (result) => parentPort.postMessage({ call: message.call, result }),
    (error) => parentPort.postMessage({ call: message.call, error: plainError(error) }),
  );
});
