import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { users } from '../src/db/tenant/users.table.ts';
import { hashPassword } from '../src/auth/password.ts';
import { policy, TestServer, type Tenant } from './harness.ts';

const GENDERS = '{ genders { isSuccess messages { code message } data { id } } }';

describe('sign-in service', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start({ attempts: policy({ freeFailures: 3 }) });
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('answers a subscription with default colours and an opaque connection token', async () => {
    const result = await server.getSubscription(tenant.tag);
    expect(result.isSuccess).toBe(true);
    expect(result.data).toMatchObject({
      channel: tenant.tag,
      tag: tenant.tag,
      company: { name: `Company ${tenant.tag}`, logo: null, transparentLogo: null },
      primaryColorCode: '#5443C4',
      secondaryColorCode: '#FD5739',
      contentBackgroundColorCode: '#F0F3FA',
      contentTextColorCode: '#24253D',
      themeColorCode: '#000',
    });
    const body = JSON.stringify(result);
    expect(body).not.toContain('pglite');
    expect(body).not.toContain('postgres');
    expect(body).not.toContain(server.config.dataDir);
  });

  it.each(['nosuchtenant', '../x', "a'b", 'x'.repeat(300), 'çağrı', '', 'A B'])(
    'refuses tag %j with Invalid tag in both languages',
    async (tag) => {
      expect(await server.getSubscription(tag)).toMatchObject({
        isSuccess: false,
        message: 'Geçersiz tag',
        messages: [{ code: 'InvalidTag' }],
      });
      expect((await server.getSubscription(tag, 'en')).message).toBe('Invalid tag');
    },
  );

  it('signs a panel user in and the token opens the API', async () => {
    const result = await server.verify(tenant.tag, tenant.email.toUpperCase(), tenant.password);
    expect(result.isSuccess).toBe(true);
    expect(result.data?.userId).toBeGreaterThan(0);
    const genders = await server.call(GENDERS, {}, { token: result.data?.token });
    expect(genders.isSuccess).toBe(true);
  });

  it('gives an unknown email, a wrong password and a non-panel user the same answer', async () => {
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await db.insert(users).values({
        name: 'Portal',
        surname: 'Employee',
        email: 'employee@x.test',
        passwordHash: await hashPassword('employee-pass'),
        isPanelUser: false,
      });
    });
    const answers = await Promise.all([
      server.verify(tenant.tag, 'nobody@x.test', 'whatever'),
      server.verify(tenant.tag, tenant.email, 'wrong-password'),
      server.verify(tenant.tag, 'employee@x.test', 'employee-pass'),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        isSuccess: false,
        data: null,
        messages: [{ code: 'InvalidCredentials' }],
      });
      expect(answer.message).toBe(answers[0]?.message);
    }
  });

  it('limits failed attempts per tenant and email, even for the right password afterwards', async () => {
    const victim = await server.createTenant();
    for (let i = 0; i < 3; i++) await server.verify(victim.tag, victim.email, 'bad');
    const blocked = await server.verify(victim.tag, victim.email, victim.password, 'en');
    expect(blocked).toMatchObject({ isSuccess: false, messages: [{ code: 'TooManyAttempts' }] });
    expect(blocked.message).toContain('Too many failed attempts');
  });

  it('refuses a forged connection token', async () => {
    const forged = await new SignJWT({ tid: tenant.tag })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('pano-connection')
      .setIssuer('pano')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const response = await fetch(`${server.url}/api/User/VerifyPanelUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ connectionToken: forged, email: tenant.email, password: tenant.password }),
    });
    expect(await response.json()).toMatchObject({ isSuccess: false, messages: [{ code: 'InvalidTag' }] });
  });
});

describe('tokens', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('answers AuthRequired without a token and writes nothing', async () => {
    const created = await server.call(
      'mutation { createGender(inputModel: { name: "Yok" }) { isSuccess messages { code } } }',
    );
    expect(created).toMatchObject({ isSuccess: false, messages: [{ code: 'AuthRequired' }] });
    const token = await server.signIn(tenant);
    const list = await server.call<{ name: string }[]>(
      '{ genders(pagerModel: { pageSize: 100 }) { data { name } } }',
      {},
      { token },
    );
    expect(list.data.map((g) => g.name)).not.toContain('Yok');
  });

  it.each([
    ['malformed', 'not-a-jwt'],
    [
      'alg none',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`,
    ],
  ])('answers TokenInvalid for a %s token', async (_name, token) => {
    expect(await server.call(GENDERS, {}, { token })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });
  });

  it('answers TokenInvalid for a token signed with another key or expired', async () => {
    const valid = await server.signIn(tenant);
    const payload = JSON.parse(Buffer.from(valid.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-enough-length-000000'));
    // the server's own key (imported once as an HMAC key), to sign a token that differs only by its expiry
    const secret = server.server.services.signer as unknown as { secret: Promise<CryptoKey> };
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(await secret.secret);
    for (const token of [otherKey, expired]) {
      expect(await server.call(GENDERS, {}, { token })).toMatchObject({
        messages: [{ code: 'TokenInvalid' }],
      });
    }
  });

  it('ends a session on logout at the very next request, leaving other sessions alone', async () => {
    const first = await server.signIn(tenant);
    const second = await server.signIn(tenant);
    expect((await server.call(GENDERS, {}, { token: first })).isSuccess).toBe(true);
    expect((await server.call('mutation { logout { isSuccess } }', {}, { token: first })).isSuccess).toBe(
      true,
    );
    expect(await server.call(GENDERS, {}, { token: first })).toMatchObject({
      messages: [{ code: 'TokenInvalid' }],
    });
    expect((await server.call(GENDERS, {}, { token: second })).isSuccess).toBe(true);
  });

  it('answers the signed-in user for the shell', async () => {
    const token = await server.signIn(tenant);
    const me = await server.call('{ currentUser { isSuccess data { name surname email } } }', {}, { token });
    expect(me.data).toEqual({ name: 'Pano', surname: 'Admin', email: tenant.email });
  });
});
