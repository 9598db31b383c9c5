import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ELEMENTS } from '@pano/contract';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { seedDemoForms } from '../src/seed/demo-forms.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { seedDemoApprovers } from '../src/seed/demo-requests.ts';
import { demoEngine } from '../src/seed/demo-engine.ts';
import { TestServer, type Tenant } from './harness.ts';
import { type Form, FORM, FORM_USER, FORM_USERS, MY_FORMS } from './forms-fixture.ts';

const FORMS = `{ forms(formPagerModel: { pageSize: 50 }) { data { id name } } }`;
const ROLES = `query($p: FormRolePagerModel) { formRoles(pagerModel: $p) { data { role { name } workflow { name } } } }`;

interface Trail {
  approvals: { user: { fullName: string }; commandType: { name: string } | null; isProcessed: boolean }[];
  answers: unknown[];
}

/** The demo forms: every element type, roles with workflows, submissions waiting, approved and rejected. */
describe('demo forms', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    server.call<T>(query, variables, { token });

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoWorkflows(db);
      await seedDemoApprovers(db);
      await seedDemoForms(db, demoEngine(server.server.services, tenant.tag));
    });
  });
  afterAll(() => server.stop());

  it('uses every element type, with roles and workflows', async () => {
    const forms = await call<{ id: number; name: string }[]>(FORMS);
    expect(forms.data.map((f) => f.name).sort()).toEqual([
      'Ekipman talep formu',
      'Çalışan memnuniyet anketi',
    ]);
    const codes = new Set<string>();
    for (const { id } of forms.data) {
      const form = await call<Form>(FORM, { id });
      for (const item of form.data.categories.flatMap((c) => c.items)) codes.add(item.element);
    }
    expect([...codes].sort()).toEqual(FORM_ELEMENTS.map((e) => e.code).sort());
    const survey = forms.data.find((f) => f.name === 'Çalışan memnuniyet anketi')!;
    const roles = await call<{ role: { name: string }; workflow: { name: string } }[]>(ROLES, {
      p: { formId: survey.id },
    });
    expect(roles.data).toEqual([
      { role: { name: 'Personel' }, workflow: { name: 'Yönetici onayı' } },
      { role: { name: 'Editor' }, workflow: { name: 'İK onayı' } },
    ]);
  });

  it('has submissions waiting, approved and rejected, with trails and answers', async () => {
    const forms = await call<{ id: number; name: string }[]>(FORMS);
    const survey = forms.data.find((f) => f.name === 'Çalışan memnuniyet anketi')!;
    const list = await call<{ id: number; status: { id: number }; completedDate: string | null }[]>(
      FORM_USERS,
      {
        p: { formId: survey.id },
      },
    );
    expect(list.data.map((s) => s.status.id).sort()).toEqual([1, 2, 3]);
    for (const submission of list.data) {
      expect(submission.completedDate === null).toBe(submission.status.id === 1);
      const one = await call<Trail>(FORM_USER, { id: submission.id });
      expect(one.data.approvals.length).toBeGreaterThan(0);
      expect(one.data.answers.length).toBeGreaterThan(0);
    }
    const rejected = list.data.find((s) => s.status.id === 3)!;
    const trail = await call<Trail>(FORM_USER, { id: rejected.id });
    expect(trail.data.approvals[0]).toMatchObject({ commandType: { name: 'Reddet' }, isProcessed: true });
  });

  it('offers the demo employees the forms of their role', async () => {
    const signedIn = await server.verify(
      tenant.tag,
      DEMO_EMPLOYEES[0].email,
      DEMO_EMPLOYEE_PASSWORD,
      'tr',
      'VerifyUser',
    );
    const mine = await server.call<{ name: string }[]>(
      MY_FORMS,
      {},
      { token: signedIn.data?.token ?? '', service: 'portal' },
    );
    expect(mine.data.map((f) => f.name)).toEqual(['Çalışan memnuniyet anketi', 'Ekipman talep formu']);
  });
});
