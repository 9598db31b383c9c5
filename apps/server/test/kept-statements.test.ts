import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer, type Tenant } from './harness.ts';

interface ListedUser {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  role: { id: number } | null;
}

/** The list's search folding (db/turkish-text.ts): İ, I and ı are i, the rest lowered. */
const fold = (text: string) => text.replace(/[İIı]/g, 'i').toLowerCase();

const USERS = `query($p: UserPagerModel) { users(userPagerModel: $p) { totalItemCount data { id name surname email role { id } } } }`;

/**
 * A list page is built once per shape and run again with other values (db/statement-cache.ts,
 * docs/performance.md "Built statements"): every run must answer its own pager — search, page, filter,
 * sort — and a tenant's kept statement must never answer another tenant.
 */
describe('list statements kept per shape', () => {
  const pages: { sql: string; params: unknown[] }[] = [];
  let server: TestServer;
  let first: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start(
      { tokenCacheMs: 60_000, countCacheMs: 0 },
      {
        logQuery: (sql, params) => {
          if (/^select .* from "users"/s.test(sql) && / limit /.test(sql)) pages.push({ sql, params });
        },
      },
    );
    first = await server.createTenant();
    await server.server.services.tenants.withTenant(first.tag, seedDemoPeople);
    token = await server.signIn(first);
  });
  afterAll(() => server.stop());

  const list = (pager: Record<string, unknown>, as = token) =>
    server.call<ListedUser[]>(USERS, { p: pager }, { token: as });

  it('runs one statement text for searches of one shape, each finding its own users', async () => {
    pages.length = 0;
    for (const search of ['aks', 'met', 'ÖZT']) {
      const answer = await list({ searchText: search, pageSize: 200 });
      expect(answer.data!.length).toBeGreaterThan(0);
      for (const user of answer.data!)
        expect(fold(`${user.name} ${user.surname} ${user.email ?? ''}`)).toContain(fold(search));
    }
    expect(new Set(pages.map((p) => p.sql)).size).toBe(1);
    expect(pages.map((p) => p.params.find((v) => typeof v === 'string'))).toEqual([
      '%aks%',
      '%met%',
      '%ÖZT%',
    ]);
  });

  it('answers each page of the same list with its own rows, in order', async () => {
    const whole = (await list({ pageSize: 60 })).data!.map((u) => u.id);
    const paged: number[] = [];
    for (const pageNumber of [1, 2, 3])
      paged.push(...(await list({ pageSize: 20, pageNumber })).data!.map((u) => u.id));
    expect(paged).toEqual(whole);
  });

  it('answers a filter and a sort by their own statements', async () => {
    const roles = [...new Set((await list({ pageSize: 300 })).data!.map((u) => u.role?.id))].filter(Boolean);
    expect(roles.length).toBeGreaterThan(1);
    for (const roleId of roles) {
      const answer = await list({ roleId, pageSize: 300 });
      expect(answer.data!.length).toBeGreaterThan(0);
      expect(answer.data!.every((u) => u.role?.id === roleId)).toBe(true);
    }
    const byEmail = (await list({ sortColumn: 'email', sortDescending: true, pageSize: 300 })).data!;
    const emails = byEmail.map((u) => u.email ?? '');
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('lists the deactivated apart once one is, with the same statement as the active list', async () => {
    const [someone] = (await list({ pageSize: 1, sortColumn: 'id', sortDescending: true })).data!;
    await server.server.services.tenants.withTenant(first.tag, (db) =>
      db.update(users).set({ isActive: false }).where(eq(users.id, someone!.id)),
    );
    pages.length = 0;
    const inactive = await list({ isActive: false });
    expect(inactive.data!.map((u) => u.id)).toEqual([someone!.id]);
    expect((await list({ pageSize: 300 })).data!.some((u) => u.id === someone!.id)).toBe(false);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.sql).toBe(pages[1]!.sql);
  });

  it("keeps a tenant's statements to itself", async () => {
    const second = await server.createTenant();
    const otherToken = await server.signIn(second);
    // the same shape in both tenants: each answers its own users
    const mine = await list({ pageSize: 5 });
    const theirs = await list({ pageSize: 5 }, otherToken);
    expect(mine.totalItemCount).toBeGreaterThan(250);
    expect(theirs.totalItemCount).toBe(1);
    expect(theirs.data!.map((u) => u.email)).toEqual([second.email]);
  });
});
