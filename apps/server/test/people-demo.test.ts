import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { TestServer } from './harness.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';

/** The demo people, and the statements each people list costs (no N+1, whatever the page size). */
describe('demo people and list budgets', () => {
  const statements: string[] = [];
  let server: TestServer;
  let p: PeopleFixture;
  let seedMs: number;

  beforeAll(async () => {
    server = await TestServer.start(
      // no job runner: its statements would be counted with a list's
      { tokenCacheMs: 60_000, jobPollMs: 0 },
      { logQuery: (query) => void statements.push(query) },
    );
    p = await peopleFixture(server);
    const started = performance.now();
    await server.server.services.tenants.withTenant(p.tenant.tag, seedDemoPeople);
    seedMs = performance.now() - started;
    await p.call('{ currentUser { isSuccess } }');
  });
  afterAll(() => server.stop());

  it('seeds about 300 users across the roles and departments, with groups, managers, works, tasks and notifications, quickly', async () => {
    expect(seedMs).toBeLessThan(5000);
    const users = await p.call<{ role: { name: string }; department: { name: string } }[]>(
      `{ users(userPagerModel: { pageSize: 500 }) { totalItemCount data { role { name } department { name } } } }`,
    );
    expect(users.totalItemCount).toBe(300);
    const roles = new Set(users.data.map((u) => u.role.name));
    expect([...roles].sort()).toEqual(['Admin', 'Editor', 'Personel']);
    expect(new Set(users.data.map((u) => u.department.name)).size).toBe(Object.keys(p.departments).length);
    const groups = await p.call<{ userCount: number }[]>(
      `{ groups(groupPagerModel: { pageSize: 50 }) { data { userCount } } }`,
    );
    expect(groups.data.length).toBeGreaterThanOrEqual(8);
    expect(groups.data.every((g) => g.userCount > 0)).toBe(true);
    const works = await p.call<{ userCount: number }[]>(
      `{ works(workPagerModel: { pageSize: 50 }) { data { userCount } } }`,
    );
    expect(works.data.every((w) => w.userCount > 0)).toBe(true);
    const open = await p.call(`{ tasks(taskPagerInputModel: { status: 1 }) { totalItemCount } }`);
    const closed = await p.call(`{ tasks(taskPagerInputModel: { status: 2 }) { totalItemCount } }`);
    expect(open.totalItemCount).toBeGreaterThan(0);
    expect(closed.totalItemCount).toBeGreaterThan(0);
    const viewed = await p.call<{ isViewed: boolean }[]>(
      `{ notifications(notificationPagerModel: { pageSize: 5000 }) { data { isViewed } } }`,
    );
    expect(viewed.data.some((n) => n.isViewed) && viewed.data.some((n) => !n.isViewed)).toBe(true);
    const managers = await p.call(`{ userManagers(pagerModel: { pageSize: 1 }) { totalItemCount } }`);
    expect(managers.totalItemCount).toBeGreaterThan(250);
  });

  it.each([5, 50, 300])(
    'lists %i users with role, department and full name in 4 statements',
    async (pageSize) => {
      statements.length = 0;
      const answer = await p.call<unknown[]>(
        `query($n: Int) { users(userPagerModel: { pageSize: $n }) { data { id fullName role { name } department { name } } } }`,
        { n: pageSize },
      );
      expect(answer.data).toHaveLength(pageSize);
      // page + total + one batch each for roles and departments
      expect(statements.length).toBeLessThanOrEqual(4);
    },
  );

  it.each([
    ['groups with userCount', `{ groups(groupPagerModel: { pageSize: 50 }) { data { id userCount } } }`, 3],
    [
      'works with userCount and send histories',
      `{ works(workPagerModel: { pageSize: 50 }) { data { id userCount sendHistories { user { name } group { name } } } } }`,
      6,
    ],
    [
      'user managers with manager full names',
      `{ userManagers(pagerModel: { pageSize: 500 }) { data { manager { fullName } } } }`,
      3,
    ],
    [
      'group members',
      `{ userGroups(userGroupPagerModel: { pageSize: 500 }) { data { user { name surname } } } }`,
      3,
    ],
  ])('lists %s in at most %i statements', async (_name, query, budget) => {
    statements.length = 0;
    const answer = await p.call<unknown[]>(query);
    expect(answer.data?.length).toBeGreaterThan(1);
    expect(statements.length).toBeLessThanOrEqual(budget);
  });
});
