import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { DEMO_RATING, seedDemoRecruitment } from '../src/seed/demo-recruitment.seed.ts';
import { TestServer, type Tenant } from './harness.ts';

const LISTS = [
  'demandReasons',
  'documentTypes',
  'educationStatuses',
  'employmentTypes',
  'jobLeaveReasons',
  'jobPositions',
  'languages',
  'ratingTypes',
] as const;

/** The demo recruitment definitions (docs/recruitment.md), as the panel reads them. */
describe('demo recruitment', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  const call = async <T>(query: string) => (await server.call<T>(query, {}, { token })).data;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoWorkflows(db);
      await seedDemoRecruitment(db);
    });
  });
  afterAll(() => server.stop());

  it.each(LISTS)('%s: active Turkish values to choose from', async (list) => {
    const names = (
      await call<{ name: string }[]>(`{ ${list}(pagerModel: { pageSize: 50 }) { data { name } } }`)
    ).map((row) => row.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has a passive value behind 'Pasifleri göster' in the lookups that keep old ones", async () => {
    const passive = await call<{ name: string }[]>(
      '{ languages(pagerModel: { pageSize: 50, isActive: false }) { data { name } } }',
    );
    expect(passive.map((row) => row.name)).toEqual(['Latince']);
  });

  it("gives 'Teknik mülakat' five criteria, the results their workflows, and Personel's staff demands a workflow", async () => {
    const [technical] = await call<{ id: number }[]>(
      `{ ratingTypes(pagerModel: { searchText: "Teknik mülakat" }) { data { id } } }`,
    );
    const items = await call<{ name: string }[]>(
      `{ ratingItems(pagerModel: { ratingTypeId: ${technical?.id ?? 0}, pageSize: 10 }) { data { name } } }`,
    );
    expect(items.map((row) => row.name)).toEqual(DEMO_RATING.items);
    const results = await call<{ name: string; workflow: { name: string } }[]>(
      '{ ratingResults(pagerModel: { pageSize: 10, sortColumn: "id", sortDescending: false }) { data { name workflow { name } } } }',
    );
    expect(results.map((row) => [row.name, row.workflow.name])).toEqual([
      ['Olumlu', 'Yönetici ve İK onayı'],
      ['Olumsuz', 'İK onayı'],
      ['Beklemede', 'Yönetici onayı'],
    ]);
    const mappings = await call<{ role: { name: string }; workflow: { name: string } }[]>(
      '{ staffDemandRoles(pagerModel: { pageSize: 10 }) { data { role { name } workflow { name } } } }',
    );
    expect(mappings).toEqual([{ role: { name: 'Personel' }, workflow: { name: 'Yönetici ve İK onayı' } }]);
  });
});
