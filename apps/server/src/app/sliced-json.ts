import { setImmediate as nextTurn } from 'node:timers/promises';

/** Items of one array written as one piece; larger arrays are written in runs of this many. */
const ITEMS_PER_PIECE = 200;
/** Text gathered into one chunk of the answer before it is encoded and handed on. */
const CHUNK_CHARS = 64 * 1024;
/** How long one turn of the event loop may spend writing before it gives way. */
const TURN_MS = 1;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/**
 * The JSON text of `value` in pieces whose concatenation is `JSON.stringify(value)`: objects key by key and
 * arrays in runs of ITEMS_PER_PIECE items, so no piece is the whole of a large answer.
 */
export function* jsonPieces(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    // a run holding long lists of its own (a page of forms with their options) is written item by item
    if (value.length <= ITEMS_PER_PIECE && itemsAtLeast(value, 2 * ITEMS_PER_PIECE) < 2 * ITEMS_PER_PIECE) {
      yield JSON.stringify(value);
      return;
    }
    yield '[';
    for (let i = 0; i < value.length; i += ITEMS_PER_PIECE) {
      const run = value.slice(i, i + ITEMS_PER_PIECE);
      if (i > 0) yield ',';
      if (itemsAtLeast(run, 2 * ITEMS_PER_PIECE) >= 2 * ITEMS_PER_PIECE) {
        for (let j = 0; j < run.length; j++) {
          if (j > 0) yield ',';
          yield* jsonPieces(run[j] === undefined ? null : run[j]);
        }
      } else yield JSON.stringify(run).slice(1, -1);
    }
    yield ']';
    return;
  }
  if (!isPlainObject(value)) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  yield '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(item);
  }
  yield '}';
}

/** How many list items `value` holds, counted until `enough` is reached. */
export function itemsAtLeast(value: unknown, enough: number): number {
  let count = 0;
  const walk = (node: unknown): void => {
    if (count >= enough || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      count += node.length;
      for (const item of node) walk(item);
    } else for (const key of Object.keys(node)) walk((node as Record<string, unknown>)[key]);
  };
  walk(value);
  return count;
}

/**
 * `value`'s JSON as a stream of UTF-8 chunks, written a little at a time: each chunk is made in a turn of
 * its own, after the event loop has run what was waiting (another request, a database answer), and a turn
 * writes for at most TURN_MS.
 */
export function slicedJson(
  value: unknown,
  Stream: typeof ReadableStream = ReadableStream,
): ReadableStream<Uint8Array> {
  const pieces = jsonPieces(value);
  return new Stream<Uint8Array>({
    async pull(controller) {
      await nextTurn();
      const started = performance.now();
      let text = '';
      for (;;) {
        const next = pieces.next();
        if (next.done) {
          if (text) controller.enqueue(Buffer.from(text));
          controller.close();
          return;
        }
        text += next.value;
        if (text.length >= CHUNK_CHARS || performance.now() - started >= TURN_MS) break;
      }
      controller.enqueue(Buffer.from(text));
    },
  });
}
