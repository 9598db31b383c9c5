import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { eq, sql } from 'drizzle-orm';
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
    const inactive = await list({ isActive: false, pageSize: 300 });
    expect(inactive.data!.map((u) => u.id)).toEqual([someone!.id]);
    expect((await list({ pageSize: 300 })).data!.some((u) => u.id === someone!.id)).toBe(false);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.sql).toBe(pages[1]!.sql);
  });

  it('prepares a page once by name, unless it searches and is not sorted by what it searches', async () => {
    const prepared = () =>
      server.server.services.tenants.withTenant<string[]>(first.tag, async (db) => {
        const found = await db.execute(sql`select statement from pg_prepared_statements`);
        return (found as unknown as { rows: { statement: string }[] }).rows.map((row) => row.statement);
      });
    pages.length = 0;
    await list({ pageSize: 7, pageNumber: 3 });
    await list({ searchText: 'mehmet', pageSize: 7 });
    await list({ searchText: 'mehmet', pageSize: 7, sortColumn: 'createTime' });
    const [page, byName, byTime] = pages;
    // the window is in the text of those prepared; the other's is a placeholder, planned for each pattern
    expect(page!.sql).toMatch(/ limit 7 offset 14$/);
    expect(byName!.sql).toMatch(/ limit 7 offset 0$/);
    expect(byTime!.sql).toMatch(/ limit \$\d+ offset \$\d+$/);
    const statements = await prepared();
    expect(statements).toContain(page!.sql);
    expect(statements).toContain(byName!.sql);
    expect(statements).not.toContain(byTime!.sql);
  });

  it('reads only the columns a request asks for', async () => {
    pages.length = 0;
    const narrow = await server.call<{ name: string; role: { name: string } | null }[]>(
      `query($p: UserPagerModel) { users(userPagerModel: $p) { data { ... on User { name } role { name } } } }`,
      { p: { pageSize: 300 } },
      { token },
    );
    expect(narrow.data!.length).toBeGreaterThan(250);
    expect(narrow.data!.every((u) => u.name.length > 0)).toBe(true);
    expect(narrow.data!.filter((u) => u.role?.name).length).toBeGreaterThan(0);
    const wide = await server.call<
      { name: string; surname: string; fullName: string; hasPassword: boolean }[]
    >(
      `query($p: UserPagerModel) { users(userPagerModel: $p) { data { ...names hasPassword } } }
       fragment names on User { name surname fullName }`,
      { p: { pageSize: 300 } },
      { token },
    );
    expect(wide.data!.every((u) => u.fullName === `${u.name} ${u.surname}`)).toBe(true);
    // the signed-in administrator has a password; the demo's people were given none
    expect(wide.data!.some((u) => u.hasPassword)).toBe(true);
    expect(wide.data!.some((u) => !u.hasPassword)).toBe(true);
    const [first, second] = pages.map((p) => p.sql.slice(0, p.sql.indexOf(' from "users"')));
    // the users' own columns: what each request asked for (the role is joined in whole, for the loaders)
    const own = (select: string) => [...select.matchAll(/"users"\."(\w+)"/g)].map((m) => m[1]);
    expect(own(first!)).toEqual(['id', 'name', 'role_id']);
    expect(own(second!)).toEqual(['id', 'name', 'password_hash', 'surname']);
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
