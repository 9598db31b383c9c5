import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache.ts';

describe('CountCache', () => {
  it('does not keep a total whose count overlapped a write', async () => {
    const cache = new CountCache(60_000);
    const total = await cache.total('k', async () => {
      cache.watching(undefined).logQuery('update "users" set "name" = $1', ['x']);
      return 10;
    });
    expect(total).toBe(10);
    expect(await cache.total('k', async () => 11)).toBe(11);
    expect(await cache.total('k', async () => 12)).toBe(11);
  });

  it('forgets totals after any statement but a select, and after its time', async () => {
    const cache = new CountCache(20);
    const logger = cache.watching(undefined);
    await cache.total('k', async () => 1);
    logger.logQuery('select count(*) from "users"', []);
    expect(await cache.total('k', async () => 2)).toBe(1);
    logger.logQuery('begin', []);
    expect(await cache.total('k', async () => 3)).toBe(3);
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.total('k', async () => 4)).toBe(4);
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = new CountCache(0);
    await cache.total('k', async () => 1);
    expect(await cache.total('k', async () => 2)).toBe(2);
  });
});
