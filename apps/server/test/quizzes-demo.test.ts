import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { seedDemoQuizzes } from '../src/seed/demo-quizzes.seed.ts';
import { demoEngine } from '../src/seed/demo-engine.ts';
import { TestServer, type Tenant } from './harness.ts';
import { MY_ATTEMPTS, MY_QUIZZES, START } from './quizzes-fixture.ts';

/** The demo quizzes: two types, three ready quizzes with ranges, and the demo employees' results. */
describe('demo quizzes', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoQuizzes(db, demoEngine(server.server.services, tenant.tag));
    });
  });
  afterAll(() => server.stop());

  const employee = async (index: number) => {
    const signedIn = await server.verify(
      tenant.tag,
      DEMO_EMPLOYEES[index]?.email ?? '',
      DEMO_EMPLOYEE_PASSWORD,
      'tr',
      'VerifyUser',
    );
    return signedIn.data?.token ?? '';
  };

  it('has two types, three quizzes with questions, answers and ranges, and results the panel shows', async () => {
    const types = await server.call<{ name: string }[]>(
      `{ quizTypes { totalItemCount data { name } } }`,
      {},
      { token },
    );
    expect(types.data.map((t) => t.name).sort()).toEqual(['Bilgi güvenliği', 'Oryantasyon']);
    const quizzes = await server.call<{ id: number; name: string }[]>(
      `{ quizzes { totalItemCount data { id name } } }`,
      {},
      { token },
    );
    expect(quizzes.totalItemCount).toBe(3);
    const intro = quizzes.data.find((q) => q.name === 'Şirket tanıtımı')?.id;
    const attempts = await server.call<
      { score: number; user: { fullName: string }; status: { name: string } }[]
    >(
      `query($p: QuizAttemptPagerModel) { quizAttempts(pagerModel: $p) { data { score user { fullName } status { name } } } }`,
      { p: { quizId: intro } },
      { token },
    );
    expect(attempts.data.map((a) => [a.user.fullName, a.score, a.status.name])).toEqual([
      ['Mert Yıldırım', 3, 'Başarılı'],
      ['Mert Yıldırım', 1, 'Başarısız'],
      ['Elif Çalışkan', 3, 'Başarılı'],
    ]);
  });

  it('lets a demo employee see their results and take a demo quiz', async () => {
    const elif = await employee(0);
    const mine = await server.call<
      { quizName: string; score: number; statusName: string; finishedAt: string; deadline: string }[]
    >(MY_ATTEMPTS, {}, { token: elif, service: 'portal' });
    expect(mine.data.map((a) => [a.quizName, a.score, a.statusName])).toEqual([
      ['Parola ve oltalama', 1, 'Başarısız'],
      ['Şirket tanıtımı', 3, 'Başarılı'],
    ]);
    expect(mine.data[0]?.finishedAt).toBe(mine.data[0]?.deadline);
    const zeynep = await employee(2);
    const open = await server.call<{ id: number; name: string }[]>(
      MY_QUIZZES,
      {},
      { token: zeynep, service: 'portal' },
    );
    expect(open.data.map((q) => q.name)).toEqual([
      'İş sağlığı ve güvenliği',
      'Parola ve oltalama',
      'Şirket tanıtımı',
    ]);
    for (const quiz of open.data) {
      const other = await employee(1);
      const started = await server.call(
        START,
        { i: { quizId: quiz.id } },
        { token: other, service: 'portal' },
      );
      expect(started.isSuccess).toBe(true);
      // one at a time: finish before the next
      const id = (started.data as { attemptId: number }).attemptId;
      await server.call(
        `mutation($i: FinishQuizInput!) { finishQuiz(inputModel: $i) { isSuccess } }`,
        { i: { attemptId: id } },
        { token: other, service: 'portal' },
      );
    }
  });
});
