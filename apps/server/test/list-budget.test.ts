import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';

/** Counts the statements the tenant databases run: lists must not grow with the page size (no N+1). */
describe('SQL statements per list request', () => {
  const statements: string[] = [];
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start(
      { tokenCacheMs: 60_000 },
      { logQuery: (query) => void statements.push(query) },
    );
    token = await server.signIn(await server.createTenant());
    await server.call('{ currentUser { isSuccess } }', {}, { token });
  });
  afterAll(() => server.stop());

  it.each([5, 50, 500])('stays at 3 for %i towns with their cities', async (pageSize) => {
    statements.length = 0;
    const answer = await server.call<unknown[]>(
      `query($n: Int) { towns(pagerModel: { pageSize: $n }) { isSuccess data { id name city { id name country { name } } } } }`,
      { n: pageSize },
      { token },
    );
    expect(answer.data).toHaveLength(pageSize);
    // page + total + one batch per relation level (cities, countries)
    expect(statements.length).toBeLessThanOrEqual(4);
    statements.length = 0;
    await server.call(
      `query($n: Int) { towns(pagerModel: { pageSize: $n }) { data { id city { name } } } }`,
      { n: pageSize },
      { token },
    );
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});
