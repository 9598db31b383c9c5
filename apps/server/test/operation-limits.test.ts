import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/app/schemas.ts';
import { parse } from 'graphql';
import { operationCost, UNPAGED_LIST_ROWS } from '../src/app/operation-cost.ts';
import { CONFIG_ROWS } from '../src/modules/settings/config.types.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { sql } from 'drizzle-orm';
import { pgError } from '../src/kernel/pg-error.ts';
import { POSTGRES, TestServer, type Tenant } from './harness.ts';

const ROWS = 'data { id name role { name } department { name } }';
const page = (size: number, alias = 'users') =>
  `${alias}: users(userPagerModel: { pageNumber: 1, pageSize: ${size} }) { totalItemCount ${ROWS} }`;

describe('operation cost: page sizes count', () => {
  const schema = buildSchema('main');
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    operationCost(schema, parse(query), undefined, variables);

  it('counts a page as its size times its objects, literal or variable, fragments included', () => {
    expect(cost(`{ ${page(100)} }`)).toBe(1 + 100 * 3);
    expect(
      cost(
        `query($p: UserPagerModel) { users(userPagerModel: $p) { ...rows } } fragment rows on UserListResult { ${ROWS} }`,
        {
          p: { pageNumber: 1, pageSize: 5000 },
        },
      ),
    ).toBe(1 + 5000 * 3);
    // a variable's declared default counts like a value sent, alone or inside an input object
    const withDefault = `query($p: UserPagerModel = { pageNumber: 1, pageSize: 5000 }) { users(userPagerModel: $p) { ${ROWS} } }`;
    expect(cost(withDefault)).toBe(1 + 5000 * 3);
    expect(cost(withDefault, { p: { pageSize: 10 } })).toBe(1 + 10 * 3);
    const nested = `query($size: Int = 4000) { users(userPagerModel: { pageNumber: 1, pageSize: $size }) { ${ROWS} } }`;
    expect(cost(nested)).toBe(1 + 4000 * 3);
    expect(cost(nested, { size: 20 })).toBe(1 + 20 * 3);
    // scalars are free; a list without a pager counts UNPAGED_LIST_ROWS rows
    expect(cost('{ works(workPagerModel: { pageSize: 10 }) { data { id sendHistories { id } } } }')).toBe(
      1 + 10 * (1 + UNPAGED_LIST_ROWS),
    );
  });

  it('counts a catalogue the code bounds (maxRows) at its real size, whatever page size is asked', () => {
    const groups = (size: number) =>
      `{ configGroups(pagerModel: { pageNumber: 1, pageSize: ${size} }) { data { id configs { id options { value } } } } }`;
    const whole = 1 + CONFIG_ROWS.groups * (1 + CONFIG_ROWS.settingsPerGroup * (1 + CONFIG_ROWS.options));
    expect(cost(groups(1000))).toBe(whole);
    expect(cost(groups(2))).toBe(1 + 2 * (1 + CONFIG_ROWS.settingsPerGroup * (1 + CONFIG_ROWS.options)));
    expect(cost('{ configs { data { id } } }')).toBe(1 + CONFIG_ROWS.settings);
  });
});

describe('operation limits on a running server', () => {
  let server: TestServer;
  let a: Tenant;
  let b: Tenant;
  let tokenA: string;
  let tokenB: string;
  beforeAll(async () => {
    server = await TestServer.start({ heavyWork: { concurrent: 2, queued: 20 } });
    [a, b] = [await server.createTenant(), await server.createTenant()];
    [tokenA, tokenB] = [await server.signIn(a), await server.signIn(b)];
    await server.server.services.tenants.withTenant(a.tag, (db) =>
      db.insert(users).values(
        Array.from({ length: 3000 }, (_, i) => ({
          name: `Ad${i}`,
          surname: `Soyad${i}`,
          email: `u${i}@a.test`,
        })),
      ),
    );
  });
  afterAll(() => server.stop());

  it('refuses fifteen aliases of 5000-row pages in the caller’s language, and lets one through', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => page(5000, `a${i}`)).join(' ');
    const refused = await server.graphql(`{ ${aliases} }`, {}, { token: tokenA });
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.message).toMatch(/^Bu istek çok büyük \(225015 \/ 50000\)/);
    const english = await server.graphql(`{ ${aliases} }`, {}, { token: tokenA, lang: 'en' });
    expect(english.body.errors?.[0]?.message).toMatch(/^This request is too large/);
    const one = await server.graphql<{ users: { totalItemCount: number } }>(
      `{ ${page(5000)} }`,
      {},
      { token: tokenA },
    );
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data?.users.totalItemCount).toBeGreaterThanOrEqual(3000);
    // the same through a variable left to its declared default is priced, and refused, alike
    const defaulted = `query($p: UserPagerModel = { pageNumber: 1, pageSize: 5000 }) { ${Array.from(
      { length: 15 },
      (_, i) => `a${i}: users(userPagerModel: $p) { totalItemCount ${ROWS} }`,
    ).join(' ')} }`;
    const byDefault = await server.graphql(defaulted, {}, { token: tokenA });
    expect(byDefault.body.data).toBeUndefined();
    expect(byDefault.body.errors?.[0]?.message).toMatch(/^Bu istek çok büyük \(225015 \/ 50000\)/);
  });

  it("lets one tenant's heavy lists through its own lane, never more than two at once, and another tenant's not at all", async () => {
    const flood = Array.from({ length: 8 }, () => server.graphql(`{ ${page(3000)} }`, {}, { token: tokenA }));
    const light = server.graphql('{ genders { isSuccess } }', {}, { token: tokenB });
    const answers = await Promise.all(flood);
    expect((await light).body.errors).toBeUndefined();
    expect(answers.every((answer) => answer.body.errors === undefined)).toBe(true);
    const peak = server.server.services.heavyWork.peak(a.tag);
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(2);
    expect(server.server.services.heavyWork.peak(b.tag)).toBe(0);
  });
});

// The embedded engine has no timer to cancel a statement with (docs/api.md, Limits); PostgreSQL does.
describe.runIf(POSTGRES)('statement timeout on PostgreSQL', () => {
  it('cancels a statement that runs longer than STATEMENT_TIMEOUT_MS, and the next one runs', async () => {
    const server = await TestServer.start({ statementTimeoutMs: 300 });
    try {
      const tenant = await server.createTenant();
      const { tenants } = server.server.services;
      const slow = tenants.withTenant(tenant.tag, (db) => db.execute(sql`select pg_sleep(3)`));
      const error: unknown = await slow.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(pgError(error)?.code).toBe('57014');
      const admins = await tenants.withTenant(tenant.tag, (db) =>
        db.select({ email: users.email }).from(users),
      );
      expect(admins.map((row) => row.email)).toEqual([tenant.email]);
    } finally {
      await server.stop();
    }
  });
});
