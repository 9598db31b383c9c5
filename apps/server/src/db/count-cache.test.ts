import { describe, expect, it } from 'vitest';
import { CountCache, pageTotal, watchWrites, type CountQuery } from './count-cache.ts';

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

  it('does not keep a count that read while a write sent on the driver was still on its way', async () => {
    const cache = new CountCache(60_000);
    let finishWrite = () => {};
    const client = watchWrites(
      {
        query: (text: string) =>
          text.startsWith('update') ? new Promise<void>((done) => (finishWrite = done)) : Promise.resolve(),
      },
      cache,
    );
    const writing = client.query('update "t" set "x" = 1');
    // the count read the old rows; the write commits before the count has answered
    const total = await cache.total('k', async () => {
      finishWrite();
      await writing;
      return 1;
    });
    expect(total).toBe(1);
    expect(await cache.total('k', async () => 2)).toBe(2);
    // a select on the driver forgets nothing
    await client.query('select 1');
    expect(await cache.total('k', async () => 3)).toBe(2);
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = new CountCache(0);
    await cache.total('k', async () => 1);
    expect(await cache.total('k', async () => 2)).toBe(2);
  });
});

describe('pageTotal', () => {
  /** A count statement that says how often it ran. */
  function counting(value: number) {
    const query = { runs: 0 };
    const then: CountQuery['then'] = (done, failed) => {
      query.runs++;
      return Promise.resolve([{ value }]).then(done, failed);
    };
    return Object.assign(query, { then, toSQL: () => ({ sql: 'select count(*) from "t"', params: [] }) });
  }

  it('takes the total from a page that is not full, and from an empty first page, without counting', async () => {
    const query = counting(99);
    expect(await pageTotal({}, { pageNumber: 3, pageSize: 10 }, 3, query)).toBe(23);
    expect(await pageTotal({}, { pageNumber: 1, pageSize: 10 }, 0, query)).toBe(0);
    expect(query.runs).toBe(0);
  });

  it('counts for a full page and for a page past the end', async () => {
    const query = counting(99);
    expect(await pageTotal({}, { pageNumber: 1, pageSize: 10 }, 10, query)).toBe(99);
    expect(await pageTotal({}, { pageNumber: 21, pageSize: 10 }, 0, query)).toBe(99);
    expect(query.runs).toBe(2);
  });
});
