import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { seedDemoRecruitment } from '../src/seed/demo-recruitment.seed.ts';
import { DEMO_APPLICANTS, seedDemoApplicants } from '../src/seed/demo-applicants.seed.ts';
import { TestServer, type Tenant } from './harness.ts';

/** The demo applicants (docs/recruitment.md, Demo data) as the panel reads them. */
describe('demo applicants', () => {
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
      await seedDemoApplicants(db);
    });
  });
  afterAll(() => server.stop());

  it('lists a dozen applicants with education and employment, offers in each state and the hire', async () => {
    const list = await call<
      { email: string; educationStatus: { name: string } | null; employmentType: { name: string } | null }[]
    >(
      '{ applicants(pagerModel: { pageSize: 50 }) { data { email educationStatus { name } employmentType { name } } } }',
    );
    expect(list).toHaveLength(DEMO_APPLICANTS.length);
    expect(list.every((row) => row.educationStatus && row.employmentType)).toBe(true);
    const offers = await call<{ state: string; applicantId: number }[]>(
      '{ applicantOffers(pagerModel: { pageSize: 50 }) { data { state applicantId } } }',
    );
    expect(offers.map((offer) => offer.state).sort()).toEqual(['accepted', 'declined', 'waiting', 'waiting']);
    const hired = offers.find((offer) => offer.state === 'accepted');
    const operations = await call<{ operation: string }[]>(
      `{ applicantOperations(pagerModel: { applicantId: ${hired?.applicantId ?? 0} }) { data { operation } } }`,
    );
    expect(operations.map((row) => row.operation)[0]).toBe(
      'İşe alındı: Elif Arslan kullanıcısı oluşturuldu.',
    );
    const users = await call<{ email: string }[]>(
      '{ users(userPagerModel: { searchText: "elif.arslan" }) { data { email } } }',
    );
    expect(users.map((user) => user.email)).toEqual(['elif.arslan@aday.example']);
  });
});
