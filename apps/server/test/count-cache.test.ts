import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { departments } from '../src/db/tenant/organization.table.ts';
import { claimJobs } from '../src/jobs/job-queue.ts';
import { TestServer, type Tenant } from './harness.ts';

/**
 * A list's total is counted once and reused while nothing is written (db/count-cache.ts): a client sees
 * the same totals as when every page counted, and one statement fewer per page.
 */
describe('the totals of lists', () => {
  const statements: string[] = [];
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  /** The departments a new tenant starts with. */
  let initial: number;
  const LIST = `query($page: Int, $search: String) {
    departments(pagerModel: { pageSize: 2, pageNumber: $page, searchText: $search }) { totalItemCount data { id name } }
  }`;
  const list = async (page = 1, search?: string) => {
    statements.length = 0;
    const answer = await server.call<{ id: number }[]>(LIST, { page, search }, { token });
    const selects = statements.filter((s) => /^\s*select/i.test(s));
    return {
      total: answer.totalItemCount ?? -1,
      rows: answer.data!.length,
      // the departments' count: a count of another table (a sign-in's attempts on the control database, the
      // job runner) may be logged by the same server meanwhile
      counted: selects.some((s) => /count\(\*\)/i.test(s) && /"departments"/.test(s)),
    };
  };
  const create = (name: string) =>
    server.call(
      'mutation($name: String) { createDepartment(inputModel: { name: $name }) { isSuccess } }',
      { name },
      { token },
    );

  beforeAll(async () => {
    server = await TestServer.start(
      // no job runner: a job's statements would be logged here too, and its writes forget the totals
      { tokenCacheMs: 60_000, countCacheMs: 60_000, jobPollMs: 0 },
      { logQuery: (query) => void statements.push(query) },
    );
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  it('counts a full page once, then reuses the total until something is written', async () => {
    const first = await list();
    initial = first.total;
    expect(first.rows).toBe(2);
    expect(first.counted).toBe(true);
    const again = await list();
    expect(again).toEqual({ ...first, counted: false });
    // another page of the same list has the same total
    expect(await list(2)).toMatchObject({ total: first.total, counted: false });

    // a department created through the API is in the next total
    expect(await create('Sayım Birimi')).toMatchObject({ isSuccess: true });
    expect(await list()).toEqual({ total: first.total + 1, rows: 2, counted: true });

    // so is a row written by the server's own code outside a request (the same open database)
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.insert(departments).values({ name: 'Arşiv Birimi' }),
    );
    expect(await list()).toEqual({ total: first.total + 2, rows: 2, counted: true });

    // and a transaction's rows once it ends
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.transaction(async (tx) => {
        await tx.insert(departments).values({ name: 'Evrak Birimi' });
        await tx.execute(sql`select 1`);
      }),
    );
    expect(await list()).toEqual({ total: first.total + 3, rows: 2, counted: true });
  });

  it("keeps the totals while the job runner's polls find nothing due", async () => {
    await list();
    expect((await list()).counted).toBe(false);
    const claimed = await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      claimJobs(db, new Date(0), 10),
    );
    expect(claimed).toEqual([]);
    expect((await list()).counted).toBe(false);
  });

  it('says the total of a page that is not full without counting, and counts past the end', async () => {
    const full = await list();
    const last = Math.ceil(full.total / 2);
    const lastPage = await list(last);
    expect(lastPage.total).toBe(full.total);
    if (full.total % 2 === 1) expect(lastPage).toMatchObject({ rows: 1, counted: false });
    const found = await list(1, 'Sayım');
    expect(found).toEqual({ total: 1, rows: 1, counted: false });
    const none = await list(1, 'Yokböylebirim');
    expect(none).toEqual({ total: 0, rows: 0, counted: false });
    expect(await list(last + 5)).toMatchObject({ total: full.total, rows: 0 });
  });

  it('keeps the totals of each search and each tenant apart', async () => {
    await create('Birim A1');
    await create('Birim A2');
    await create('Birim A3');
    expect((await list(1, 'Birim A')).total).toBe(3);
    const mine = await list();
    // a new tenant, with only the departments every tenant starts with: its own total, not this one's
    const other = await server.createTenant();
    const otherToken = await server.signIn(other);
    const theirs = await server.call(LIST, { page: 1 }, { token: otherToken });
    expect(theirs.totalItemCount).toBe(initial);
    expect(mine.total).toBe(initial + 6);
    expect(await list()).toEqual({ ...mine, counted: false });
    expect(await list(1, 'Birim A')).toMatchObject({ total: 3, counted: false });
  });
});
