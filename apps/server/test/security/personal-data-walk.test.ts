import ExcelJS from 'exceljs';
import { eq, isNotNull } from 'drizzle-orm';
import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { translate } from '@pano/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/app/schemas.ts';
import { personalTypes } from '../../src/graphql/personal-fields.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { DEMO_EDITOR } from '../../src/seed/demo-permissions.seed.ts';
import { DEMO_EMPLOYEE_PASSWORD, DEMO_EMPLOYEES } from '../../src/seed/demo-employees.seed.ts';
import { users } from '../../src/db/tenant/users.table.ts';
import { applicants } from '../../src/db/tenant/applicants.table.ts';
import { TestServer, type Tenant } from '../harness.ts';
import { signInWithRole } from '../permissions-fixture.ts';
import { noneFound, walkPersonalData, type Found } from './personal-walk.ts';
import type { Service } from './schema-walk.ts';

/**
 * Issue 46 §2 (docs/security.md): personal data is guarded per field wherever a person is reached. Every
 * root query of every service is called with everything it reaches selected, on the demo's data, and the
 * personal data of other people that comes back is listed: for the demo editor (announcements only) and
 * an employee on the portal the list is empty; the administrator's walk finds them.
 */
const schemas: Record<Service, GraphQLSchema> = {
  main: buildSchema('main'),
  shared: buildSchema('shared'),
  portal: buildSchema('portal'),
};

/** Fields whose names look personal but are not a person's data reached from outside, and why. */
const NOT_DECLARED: Record<string, string> = {
  'LeaveEntitlement.hireDate': "the leave area's own record of a person, read only with leave.read",
  'LeaveEntitlement.totalDayOff': "the leave area's own record of a person, read only with leave.read",
  'LeaveBalance.totalDayOff': "the portal employee's own balance",
};
const PERSONAL_NAME =
  /identity|gsm|phone|birth|hireDate|dayOff|mobileUniq|applicationVersion|salary|wage|iban/i;

type Caller = { token: string; userId: number };

const listed = (found: Found) => ({
  fields: [...found.fields].map(([field, where]) => `${field} (${[...where].join(', ')})`).sort(),
  values: [...found.values].map(([value, where]) => `${value} (${[...where].join(', ')})`).sort(),
});

describe('personal data by permission', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: Caller;
  let editor: Caller;
  let employee: Caller;
  /** Every identity number, phone and device id of the tenant's people and applicants. */
  const values = new Set<string>();

  const signIn = async (email: string, password: string, route?: 'VerifyUser'): Promise<Caller> => {
    const answer = await server.verify(tenant.tag, email, password, 'tr', route);
    if (!answer.data) throw new Error(`sign-in failed: ${answer.message}`);
    return answer.data;
  };

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    await seedDemo(server.server.services, tenant.tag);
    admin = await signIn(tenant.email, tenant.password);
    editor = await signIn(DEMO_EDITOR.email, DEMO_EDITOR.password);
    employee = await signIn(DEMO_EMPLOYEES[0].email, DEMO_EMPLOYEE_PASSWORD, 'VerifyUser');
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      // the editor's own phone: theirs to read
      await db.update(users).set({ gsm: '5550004646' }).where(eq(users.id, editor.userId));
      const people = await db.select().from(users);
      for (const person of people)
        for (const value of [person.nationalityIdentityNumber, person.gsm, person.mobileUniqNo])
          if (value && person.id !== editor.userId && person.id !== employee.userId) values.add(value);
      for (const { gsm } of await db
        .select({ gsm: applicants.gsm })
        .from(applicants)
        .where(isNotNull(applicants.gsm)))
        if (gsm) values.add(gsm);
    });
    expect(values.size).toBeGreaterThan(500);
  }, 120_000);
  afterAll(() => server.stop());

  it('every field that looks personal is declared so on its type, or is the area’s own', () => {
    const undeclared: string[] = [];
    for (const schema of Object.values(schemas))
      for (const type of Object.values(schema.getTypeMap())) {
        if (type.name.startsWith('__') || isInputObjectType(type) || !('getFields' in type)) continue;
        for (const field of Object.values(type.getFields())) {
          const name = `${type.name}.${field.name}`;
          if (!PERSONAL_NAME.test(field.name) || NOT_DECLARED[name]) continue;
          if (!personalTypes().get(type.name)?.fields.includes(field.name)) undeclared.push(name);
        }
      }
    expect(undeclared).toEqual([]);
    expect([...personalTypes().keys()].sort()).toEqual(['Applicant', 'ApplicantOffer', 'User']);
  });

  it('the demo editor reaches no one’s personal fields, on any root field of the panel’s services', async () => {
    const found = noneFound();
    for (const service of ['main', 'shared'] as const)
      await walkPersonalData(server, schemas[service], service, editor, values, found);
    // the walk reached people where the editor's own data holds them, not only in the picker list
    expect([...(found.reached.get('User') ?? [])]).toEqual(
      expect.arrayContaining(['users', 'announcements']),
    );
    expect(listed(found)).toEqual({ fields: [], values: [] });
  }, 300_000);

  it('an employee on the portal reaches no other person’s personal fields', async () => {
    const found = await walkPersonalData(server, schemas.portal, 'portal', employee, values);
    expect(listed(found)).toEqual({ fields: [], values: [] });
  }, 300_000);

  it('the same walk as the administrator returns them', async () => {
    const found = await walkPersonalData(server, schemas.main, 'main', admin, values);
    const fields = [...found.fields.keys()];
    expect(found.reached.get('Applicant')?.size).toBeGreaterThan(0);
    for (const field of ['nationalityIdentityNumber', 'gsm', 'birthDate', 'hireDate', 'totalDayOff'])
      expect(fields).toContain(`User.${field}`);
    expect(fields).toContain('Applicant.gsm');
    expect(found.values.size).toBeGreaterThan(0);
  }, 300_000);

  it('the picker list still answers what a picker shows, and a person their own phone', async () => {
    const query = `query($search: String) { users(userPagerModel: { searchText: $search, pageSize: 50 }) {
      isSuccess data { id name surname email gsm nationalityIdentityNumber department { name } role { name } } } }`;
    const list = await server.call<Record<string, unknown>[]>(query, {}, { token: editor.token });
    expect(list.isSuccess).toBe(true);
    for (const row of list.data) {
      expect(row).toMatchObject({ name: expect.any(String), surname: expect.any(String) });
      if (row.id !== editor.userId) expect(row).toMatchObject({ gsm: null, nationalityIdentityNumber: null });
    }
    expect(list.data.some((row) => row.department && row.email)).toBe(true);
    const own = await server.call<Record<string, unknown>[]>(
      query,
      { search: 'editor@' },
      { token: editor.token },
    );
    expect(own.data).toEqual([expect.objectContaining({ id: editor.userId, gsm: '5550004646' })]);
  });

  it('the history shows a person’s changed personal fields without their values, unless permitted', async () => {
    const history = await signInWithRole(server, tenant, [{ area: 'history', action: 'read' }]);
    const person = (
      await server.call<{ id: number }[]>('{ users { data { id } } }', {}, { token: admin.token })
    ).data[0];
    const updated = await server.call(
      'mutation($id: Int) { updateUser(inputModel: { id: $id, gsm: "5559990011" }) { isSuccess message } }',
      { id: person?.id },
      { token: admin.token },
    );
    expect(updated.isSuccess).toBe(true);
    const query = `query($id: Int) { auditLogs(pagerModel: { entity: "User", entityId: $id }) { data { changes } } }`;
    const changesFor = async (token: string) =>
      (await server.call<{ changes: Record<string, unknown> }[]>(query, { id: person?.id }, { token }))
        .data[0]?.changes;
    expect((await changesFor(history.token))?.gsm).toEqual({ old: null, new: null });
    expect((await changesFor(admin.token))?.gsm).toMatchObject({ new: '5559990011' });
  });

  it('an export of applicants has their phones only with the permission that opens them', async () => {
    const exporter = await signInWithRole(server, tenant, [{ area: 'recruitment', action: 'export' }]);
    const headers = async (token: string) => {
      const file = await server.call<{ fileBase64String: string }>(
        '{ exportApplicants { isSuccess data { fileBase64String } } }',
        {},
        { token, lang: 'en' },
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(file.data.fileBase64String, 'base64') as never);
      return (workbook.worksheets[0]?.getRow(1).values as unknown[]).filter(Boolean);
    };
    const gsm = translate('en', 'fields.gsm');
    expect(await headers(admin.token)).toContain(gsm);
    expect(await headers(exporter.token)).not.toContain(gsm);
  });
});
