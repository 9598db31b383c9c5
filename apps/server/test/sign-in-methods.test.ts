import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer, type Tenant } from './harness.ts';
import { codes, employee, tally, type Answer } from './sign-in-helpers.ts';

describe('the login method (configuration) decides what the portal signs in with', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  const setMethod = async (value: string) => {
    const configs = await server.call<{ name: string; parentId: number }[]>(
      '{ configs { data { name parentId } } }',
      {},
      { token: admin },
    );
    const parentId = configs.data.find((c) => c.name === 'loginMethod')?.parentId;
    const saved = await server.call(
      'mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess } }',
      { c: { parentId, value } },
      { token: admin },
    );
    expect(saved.isSuccess).toBe(true);
  };

  it('takes the GSM on the portal once the method is GSM; the panel keeps the email', async () => {
    const user = await employee(server, tenant, 'gsm@x.test', '5321112233');
    const byGsm = (body: Record<string, unknown>) =>
      server.verify(tenant.tag, '', user.password, 'tr', 'VerifyUser', { body });
    expect((await server.getSubscription(tenant.tag)).data).toMatchObject({ loginMethod: 'email' });
    expect((await byGsm({ gsm: '5321112233' })).isSuccess).toBe(false);
    expect((await byGsm({ email: user.email })).isSuccess).toBe(true);

    await setMethod('gsm');
    expect((await server.getSubscription(tenant.tag)).data).toMatchObject({ loginMethod: 'gsm' });
    expect((await byGsm({ gsm: '5321112233' })).isSuccess).toBe(true);
    // a client written from the spec sends the identifier in `email`
    expect((await byGsm({ email: '5321112233' })).isSuccess).toBe(true);
    expect((await byGsm({ identifier: '5321112233' })).isSuccess).toBe(true);
    expect(codes([await byGsm({ email: user.email })])).toEqual(['InvalidCredentials']);
    expect((await server.verify(tenant.tag, tenant.email, tenant.password)).isSuccess).toBe(true);
  });

  it('refuses a GSM two active people share rather than guess which one', async () => {
    await setMethod('gsm');
    const a = await employee(server, tenant, 'ikiz1@x.test', '5329998877');
    await employee(server, tenant, 'ikiz2@x.test', '5329998877');
    expect(
      codes([
        await server.verify(tenant.tag, '', a.password, 'tr', 'VerifyUser', { body: { gsm: '5329998877' } }),
      ]),
    ).toEqual(['InvalidCredentials']);
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.update(users).set({ isActive: false }).where(eq(users.email, 'ikiz2@x.test')),
    );
    expect(
      (await server.verify(tenant.tag, '', a.password, 'tr', 'VerifyUser', { body: { gsm: '5329998877' } }))
        .isSuccess,
    ).toBe(true);
  });
});

describe('password changes', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  const change = (token: string, input: Record<string, unknown>) =>
    server.call(
      'mutation($i: ChangePasswordInput!) { changePassword(inputModel: $i) { isSuccess message messages { code message } } }',
      { i: input },
      { token },
    );

  it('checks at most the free failures of 30 simultaneous guesses of the current password', async () => {
    const token = await server.signIn(tenant);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        change(token, { oldPassword: `tahmin-${i}`, newPassword: 'Yepyeni-sifre-2026' }),
      ),
    );
    const counted = tally(answers as Answer[]);
    expect(counted.WrongPassword).toBeLessThanOrEqual(5);
    expect(counted.TooManyAttempts).toBeGreaterThanOrEqual(25);
  });

  it('refuses a common or guessable new password, naming the field', async () => {
    const other = await server.createTenant();
    const token = await server.signIn(other);
    for (const weak of ['Password1', 'qwerty123', 'istanbul34']) {
      const answer = await change(token, { oldPassword: other.password, newPassword: weak });
      expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
      expect(answer.message).toContain('Yeni şifre');
      expect(answer.message).toContain('tahmin');
    }
    expect(
      (await change(token, { oldPassword: other.password, newPassword: 'Kar4nfil-bahce!' })).isSuccess,
    ).toBe(true);
  });
});
