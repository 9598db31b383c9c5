import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoApplicants } from '../src/seed/demo-applicants.seed.ts';
import { seedDemoDiscipline } from '../src/seed/demo-discipline.seed.ts';
import { seedDemoEmployees } from '../src/seed/demo-employees.seed.ts';
import { demoEngine } from '../src/seed/demo-engine.ts';
import { seedDemoInterviews } from '../src/seed/demo-interviews.seed.ts';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { seedDemoRecruitment } from '../src/seed/demo-recruitment.seed.ts';
import { seedDemoApprovers } from '../src/seed/demo-requests.ts';
import { seedDemoStaffDemands } from '../src/seed/demo-staff-demands.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { TestServer, type Tenant } from './harness.ts';
import { STAFF_DEMAND, STAFF_DEMANDS } from './staff-demands-fixture.ts';
import { CASES } from './discipline-fixture.ts';

/** The demo's staff demands and discipline case (docs/recruitment.md, docs/discipline.md), as the panel reads them. */
describe('demo staff demands and discipline', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      const engine = demoEngine(server.server.services, tenant.tag);
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoWorkflows(db);
      await seedDemoApprovers(db);
      await seedDemoRecruitment(db);
      await seedDemoApplicants(db);
      await seedDemoInterviews(db, engine);
      await seedDemoStaffDemands(db, engine);
      await seedDemoDiscipline(db, engine);
    });
  });
  afterAll(() => server.stop());

  it('has one demand in approval and one completed with its applicants and an interview link', async () => {
    const call = <T>(query: string, variables: Record<string, unknown>) =>
      server.call<T>(query, variables, { token });
    const incomplete = await call<{ id: number }[]>(STAFF_DEMANDS, { p: { isCompleted: false } });
    const completed = await call<{ id: number }[]>(STAFF_DEMANDS, { p: { isCompleted: true } });
    expect([incomplete.totalItemCount, completed.totalItemCount]).toEqual([1, 1]);
    const waiting = await call<{ state: string; approvals: unknown[] }>(STAFF_DEMAND, {
      id: incomplete.data[0]!.id,
    });
    expect(waiting.data.state).toBe('running');
    const done = await call<{
      state: string;
      approvals: { commandType: { name: string } | null }[];
      results: { applicant: { fullName: string }; isSetInterView: boolean }[];
    }>(STAFF_DEMAND, { id: completed.data[0]!.id });
    expect(done.data.state).toBe('closed');
    expect(done.data.approvals.map((a) => a.commandType?.name)).toEqual(['Onayla', 'Onayla', 'Onayla']);
    expect(done.data.results.map((r) => r.applicant.fullName)).toEqual([
      'Elif Arslan',
      'Deniz Öztürk',
      'Burak Yıldız',
    ]);
    expect(done.data.results.some((r) => r.isSetInterView)).toBe(true);
  });

  it('has a discipline case waiting for the defence', async () => {
    const cases = await server.call<{ state: string }[]>(CASES, { p: { pageSize: 5 } }, { token });
    expect(cases.data).toEqual([expect.objectContaining({ state: 'defence' })]);
  });
});
