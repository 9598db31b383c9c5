import { describe, expect, it } from 'vitest';
import { itemsAtLeast, jsonPieces, slicedJson } from './sliced-json.ts';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Işıl "${i}" \u0000 ğ\n`,
    role: i % 3 ? { name: 'Çalışan' } : null,
    skipped: undefined,
    when: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
  }));

const shapes: [string, unknown][] = [
  ['scalars', { a: 1, b: 'x', c: null, d: true, e: 1.5e300 }],
  ['empty object and list', { a: {}, b: [] }],
  ['undefined, a function and a symbol key are left out', { a: undefined, b: () => 1, c: 2 }],
  ['holes and undefined in a long list', Array.from({ length: 450 }, (_, i) => (i % 7 ? i : undefined))],
  [
    'fifteen aliases of a thousand rows',
    {
      data: Object.fromEntries([...'abcdefghijklmno'].map((k) => [k, { isSuccess: true, data: rows(1000) }])),
    },
  ],
  [
    'a short list of long lists',
    { forms: Array.from({ length: 5 }, (_, i) => ({ id: i, options: rows(300) })) },
  ],
  ['keys that need escaping', { 'a"b': 1, 'ş\n': [1, 2], '\u2028': 'x' }],
];

describe('jsonPieces', () => {
  it.each(shapes)('joins to JSON.stringify: %s', (_, value) => {
    expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value));
  });

  it('never makes one piece of a large answer', () => {
    const value = shapes[4]![1];
    const whole = JSON.stringify(value).length;
    const longest = Math.max(...[...jsonPieces(value)].map((piece) => piece.length));
    expect(longest).toBeLessThan(whole / 50);
  });
});

describe('itemsAtLeast', () => {
  it('counts list items at any depth, stopping at enough', () => {
    expect(itemsAtLeast({ a: [1, 2], b: { c: [[3], [4, 5]] } }, 100)).toBe(7);
    expect(itemsAtLeast({ a: rows(10), b: rows(10) }, 5)).toBe(10);
    expect(itemsAtLeast('text', 5)).toBe(0);
  });
});

describe('slicedJson', () => {
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    return { text: Buffer.concat(chunks).toString('utf8'), chunks: chunks.length };
  };

  it('streams the UTF-8 of JSON.stringify', async () => {
    const value = shapes[4]![1];
    const { text, chunks } = await read(slicedJson(value));
    expect(text).toBe(JSON.stringify(value));
    expect(chunks).toBeGreaterThan(5);
  });

  it('gives the event loop way while it writes: other work runs before the answer is done', async () => {
    let otherTurns = 0;
    let writing = true;
    const other = () => {
      if (!writing) return;
      otherTurns++;
      setImmediate(other);
    };
    setImmediate(other);
    await read(slicedJson(shapes[4]![1]));
    writing = false;
    expect(otherTurns).toBeGreaterThan(5);
  });
});
