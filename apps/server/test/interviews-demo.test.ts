import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoApplicants } from '../src/seed/demo-applicants.seed.ts';
import { seedDemoEmployees } from '../src/seed/demo-employees.seed.ts';
import { demoEngine } from '../src/seed/demo-engine.ts';
import { seedDemoInterviews } from '../src/seed/demo-interviews.seed.ts';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { seedDemoRecruitment } from '../src/seed/demo-recruitment.seed.ts';
import { seedDemoApprovers } from '../src/seed/demo-requests.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { TestServer, type Tenant } from './harness.ts';
import { INTERVIEWS, type Interview } from './interviews-fixture.ts';

/** The demo interviews (docs/recruitment.md, Demo data), as the panel reads them. */
describe('demo interviews', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoWorkflows(db);
      await seedDemoApprovers(db);
      await seedDemoRecruitment(db);
      await seedDemoApplicants(db);
      await seedDemoInterviews(db, demoEngine(server.server.services, tenant.tag));
    });
  });
  afterAll(() => server.stop());

  it('has one interview recorded by two with a disagreement, one waiting for a vote, one completed', async () => {
    const rows = (await server.call<Interview[]>(INTERVIEWS, { p: { pageSize: 50 } }, { token })).data;
    expect(rows).toHaveLength(4);
    const flagged = rows.find((row) => row.isInterviewed && !row.isCompleted);
    expect(
      flagged?.ratings.filter((r) => r.disagreement).map((r) => [r.ratingItem.name, r.vote, r.spread]),
    ).toEqual([['Problem çözme', 3.5, 3]]);
    expect(flagged?.status.name).toBe('Görüşüldü, sonuç onayda');
    const waiting = rows.filter((row) => !row.isInterviewed);
    expect(waiting.map((row) => row.interviewers.map((i) => i.recorded))).toEqual(
      expect.arrayContaining([[false, true], [false]]),
    );
    const completed = rows.find((row) => row.isCompleted);
    expect(completed).toMatchObject({
      isInterviewed: true,
      ratingResult: { name: 'Olumlu' },
      status: { name: 'Tamamlandı' },
    });
  });
});
