import { randomInt } from 'node:crypto';

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A row's place in an attempt's order: its id mixed with the attempt's seed. */
const orderKey = (seed: number, id: number) => mix(seed ^ mix(id + 0x9e3779b9));

/**
 * Rows in the order of an attempt's seed: the same seed gives the same order on every read, another seed
 * another order, and a row added later takes a place without moving the others. Seed 0 (an attempt started
 * before orders were shuffled) keeps the rows as given.
 */
export function inAttemptOrder<T>(rows: readonly T[], seed: number, idOf: (row: T) => number): T[] {
  if (seed === 0) return [...rows];
  return rows
    .map((row) => ({ row, id: idOf(row), key: orderKey(seed, idOf(row)) }))
    .sort((a, b) => a.key - b.key || a.id - b.id)
    .map((entry) => entry.row);
}

/** A new attempt's seed: random, never 0. */
export const newAttemptSeed = (): number => randomInt(1, 2 ** 31 - 1);
