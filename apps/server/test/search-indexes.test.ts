import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { AREAS } from '../src/modules/areas.ts';
import { column, type EntityDefinition } from '../src/crud/entity-definition.ts';
import type { TenantDb } from '../src/db/tenant-db.ts';
import { TestServer, type Tenant } from './harness.ts';
import { peopleFixture } from './people-fixture.ts';

/**
 * Every growing list is served by an index on both engines (docs/performance.md): a trigram index per
 * searched column, a b-tree led by each filter column; and the users search and a user's notifications,
 * as the API really runs them, are planned on those indexes when scanning is not an option.
 */
const registry: EntityDefinition[] = AREAS.flatMap((area) => area.entities ?? []);

interface Statement {
  query: string;
  params: unknown[];
}

/** A logged statement with its parameters bound again, to EXPLAIN it as it ran. */
function bound({ query, params }: Statement): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
    sql.raw(''),
  );
}

async function planOf(db: TenantDb, statement: Statement): Promise<string> {
  return db.transaction(async (tx) => {
    // on a test-sized table a scan is always cheapest; forbidding it shows whether an index can serve
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${bound(statement)}`)) as unknown as Rows<
      Record<string, string>
    >;
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** What `execute` answers on either engine. */
interface Rows<T> {
  rows: T[];
}

interface IndexRow {
  table_name: string;
  definition: string;
  first_column: string | null;
}

describe('indexes behind the lists', () => {
  const statements: Statement[] = [];
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let indexes: IndexRow[];

  const withDb = <T>(work: (db: TenantDb) => Promise<T>) =>
    server.server.services.tenants.withTenant(tenant.tag, work);

  beforeAll(async () => {
    server = await TestServer.start(
      { jobPollMs: 0 }, // no job runner: its statements would be logged with a search's
      { logQuery: (query, params) => void statements.push({ query, params }) },
    );
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    indexes = await withDb(async (db) => {
      const result = (await db.execute(sql`
        select t.relname as table_name, pg_get_indexdef(i.indexrelid) as definition, a.attname as first_column
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]`)) as unknown as Rows<IndexRow>;
      return result.rows;
    });
  });
  afterAll(() => server.stop());

  const searched = registry.filter((def) => (def.searchColumns?.length || def.searchKey) && !def.smallList);

  it.each(searched.map((def) => [def.api.typeName, def] as const))(
    '%s: every searched column has a trigram index',
    (_name, def) => {
      const table = getTableName(def.table);
      const keys = def.searchKey ? [def.searchKey] : (def.searchColumns ?? []);
      for (const key of keys) {
        const name = column(def, key).name;
        const served = indexes.some(
          (index) =>
            index.table_name === table &&
            index.definition.includes('gin_trgm_ops') &&
            new RegExp(`\\(${name}[\\s,)]|"${name}"`).test(index.definition),
        );
        expect(served, `${table}.${name}`).toBe(true);
      }
    },
  );

  const filtered = registry.filter((def) => def.filters?.length);

  it.each(filtered.map((def) => [def.api.typeName, def] as const))(
    '%s: every filter column leads an index',
    (_name, def) => {
      const table = getTableName(def.table);
      for (const key of def.filters ?? []) {
        const name = column(def, key).name;
        const served = indexes.some((index) => index.table_name === table && index.first_column === name);
        expect(served, `${table}.${name}`).toBe(true);
      }
    },
  );

  it('plans the users search (page and total) on the trigram index', async () => {
    const p = await peopleFixture(server);
    for (const surname of ['Yılmaz', 'Yıldız']) await p.createUser({ name: 'Ayşe', surname });
    statements.length = 0;
    // a full page (1 of 2 found): the total is counted, not taken from the page
    const answer = await p.call(
      '{ users(userPagerModel: { searchText: "ayşe yıl", pageSize: 1 }) { isSuccess totalItemCount } }',
    );
    expect(answer).toMatchObject({ isSuccess: true, totalItemCount: 2 });
    const onUsers = statements.filter((s) => /from "users"/.test(s.query) && /like/.test(s.query));
    expect(onUsers).toHaveLength(2);
    const plans = await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      Promise.all(onUsers.map((s) => planOf(db, s))),
    );
    // both on the search's index; the page sorted after it, not by walking the name's index to its place
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on users/);
      expect(plan).toMatch(/Bitmap Index Scan on users_search/);
      expect(plan).not.toMatch(/users_sort_name/);
    }
  });

  it('sorts the people a search on the sorted name finds, instead of walking the name index to them', async () => {
    const p = await peopleFixture(server);
    const inTenant = <T>(work: (db: TenantDb) => Promise<T>) =>
      server.server.services.tenants.withTenant(p.tenant.tag, work);
    await inTenant(async (db) => {
      await db.execute(
        sql`insert into users (name, surname) select 'Zeynep', 'Kaya ' || i from generate_series(1, 400) i`,
      );
      await db.execute(sql`analyze users`);
    });
    statements.length = 0;
    const answer = await p.call(
      '{ users(userPagerModel: { searchText: "zeynep", pageSize: 5 }) { isSuccess totalItemCount data { surname } } }',
    );
    expect(answer).toMatchObject({ isSuccess: true, totalItemCount: 400 });
    const [page] = statements.filter((s) => /from "users"/.test(s.query) && / limit /.test(s.query));
    const plan = await inTenant((db) => planOf(db, page!));
    // walking the name's index to where "zeynep" sorts would read every name before it: the rows found
    // are sorted instead (here nearly all of them, so the planner reads them whole)
    expect(plan).not.toMatch(/users_sort_name/);
    expect(plan).toMatch(/Sort Key: .*sort_name/);
  });

  it('plans one user’s notifications on the user index', async () => {
    statements.length = 0;
    const answer = await server.call(
      '{ notifications(notificationPagerModel: { userId: 1, pageSize: 10 }) { isSuccess totalItemCount } }',
      {},
      { token },
    );
    expect(answer.isSuccess).toBe(true);
    const onNotifications = statements.filter((s) => /from "notifications"/.test(s.query));
    expect(onNotifications.length).toBeGreaterThan(0);
    const plans = await withDb((db) => Promise.all(onNotifications.map((s) => planOf(db, s))));
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on notifications/);
      expect(plan).toMatch(/notifications_user/);
    }
  });
});
