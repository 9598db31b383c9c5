import { describe, expect, it } from 'vitest';
import { inAttemptOrder } from './attempt-order.ts';

const ids = [11, 12, 13, 14, 15, 16];
const order = (seed: number) => inAttemptOrder(ids, seed, (id) => id);

describe('inAttemptOrder', () => {
  it('is a permutation that one seed always gives the same way', () => {
    expect([...order(12345)].sort((a, b) => a - b)).toEqual(ids);
    expect(order(12345)).toEqual(order(12345));
  });

  it('differs between seeds and puts each row first about as often as the others', () => {
    const firsts = new Map<number, number>();
    const orders = new Set<string>();
    for (let seed = 1; seed <= 6000; seed += 1) {
      const row = order(seed * 7919);
      orders.add(row.join());
      firsts.set(row[0]!, (firsts.get(row[0]!) ?? 0) + 1);
    }
    expect(orders.size).toBeGreaterThan(600);
    for (const id of ids) expect(firsts.get(id)).toBeGreaterThan(800); // 1000 expected each
  });

  it('keeps the others in place when a row is added, and the rows’ own order for seed 0', () => {
    const before = order(4242);
    expect(inAttemptOrder([...ids, 17], 4242, (id) => id).filter((id) => id !== 17)).toEqual(before);
    expect(order(0)).toEqual(ids);
  });
});
