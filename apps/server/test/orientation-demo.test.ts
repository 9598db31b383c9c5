import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { seedDemoForms } from '../src/seed/demo-forms.seed.ts';
import { seedDemoQuizzes } from '../src/seed/demo-quizzes.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { seedDemoApprovers } from '../src/seed/demo-requests.ts';
import { seedDemoOrientation } from '../src/seed/demo-orientation.seed.ts';
import { demoEngine } from '../src/seed/demo-engine.ts';
import { TestServer, type Tenant } from './harness.ts';
import { FINISH, START } from './quizzes-fixture.ts';

const MY_ORIENTATION = `{ myOrientation { data { name isCompleted responsibleUser { id } forms { name isDone } quizzes { quizId name isDone } } } }`;
const PEOPLE = `{ orientationUsers(pagerModel: { pageSize: 10 }) { data { isCompleted progress user { fullName } responsibleUser { id } } } }`;
const NOTIFICATIONS = `query($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { data { body } } }`;

/** The demo orientation: calisan1 has filled its form, and finishing its quiz in the app completes it. */
describe('demo orientation', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      const engine = demoEngine(server.server.services, tenant.tag);
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoWorkflows(db);
      await seedDemoApprovers(db);
      await seedDemoQuizzes(db, engine);
      await seedDemoForms(db, engine);
      await seedDemoOrientation(db);
    });
  });
  afterAll(() => server.stop());

  it('has calisan1 half way through ‘Yeni başlayanlar’; her quiz completes it and tells the responsible user', async () => {
    const signedIn = await server.verify(
      tenant.tag,
      DEMO_EMPLOYEES[0].email,
      DEMO_EMPLOYEE_PASSWORD,
      'tr',
      'VerifyUser',
    );
    const portal = { token: signedIn.data?.token ?? '', service: 'portal' as const };
    type Mine = {
      name: string;
      isCompleted: boolean;
      responsibleUser: { id: number };
      quizzes: { quizId: number }[];
    };
    const [mine] = (await server.call<Mine[]>(MY_ORIENTATION, {}, portal)).data;
    expect(mine).toMatchObject({
      name: 'Yeni başlayanlar',
      isCompleted: false,
      forms: [{ name: 'Çalışan memnuniyet anketi', isDone: true }],
      quizzes: [{ name: 'İş sağlığı ve güvenliği', isDone: false }],
    });
    type Person = { isCompleted: boolean; progress: string; user: { fullName: string } };
    expect((await server.call<Person[]>(PEOPLE, {}, { token })).data).toEqual([
      {
        isCompleted: false,
        progress: '1 / 2',
        user: { fullName: 'Elif Çalışkan' },
        responsibleUser: expect.anything(),
      },
    ]);

    const started = await server.call<{ attemptId: number }>(
      START,
      { i: { quizId: mine!.quizzes[0]!.quizId } },
      portal,
    );
    expect(started.isSuccess).toBe(true);
    expect((await server.call(FINISH, { i: { attemptId: started.data.attemptId } }, portal)).isSuccess).toBe(
      true,
    );
    expect((await server.call<Person[]>(PEOPLE, {}, { token })).data[0]).toMatchObject({
      isCompleted: true,
      progress: '2 / 2',
    });
    const told = await server.call<{ body: string }[]>(
      NOTIFICATIONS,
      { p: { userId: mine!.responsibleUser.id, pageSize: 5 } },
      { token },
    );
    expect(told.data.map((n) => n.body)).toContain('Elif Çalışkan oryantasyonu tamamladı: Yeni başlayanlar');
  });
});
