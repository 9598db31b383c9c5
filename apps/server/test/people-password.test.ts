import { describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(inputModel: $i) {
  isSuccess message messages { code message } data { id } } }`;
const ME = '{ currentUser { isSuccess messages { code } } }';

describe('password change', () => {
  let server: TestServer;
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
    server = fixture.server;
  });

  const change = (token: string, input: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
    server.call(CHANGE, { i: input }, { token, lang });

  it('refuses a wrong current password with WrongPassword, in both languages', async () => {
    const input = { oldPassword: 'not-my-password', newPassword: 'yeniSifre123' };
    expect(await change(p.token, input)).toMatchObject({
      isSuccess: false,
      message: 'Mevcut şifre hatalı.',
      messages: [{ code: 'WrongPassword' }],
    });
    expect((await change(p.token, input, 'en')).message).toBe('The current password is wrong.');
  });

  it.each([
    ['letters only', 'abcdefghij'],
    ['digits only', '1234567890'],
    ['short and without a digit: the policy is said once', 'abc'],
  ])('refuses a new password that breaks the policy (%s)', async (_name, newPassword) => {
    const input = { oldPassword: p.tenant.password, newPassword };
    expect(await change(p.token, input)).toMatchObject({
      isSuccess: false,
      message: 'Yeni şifre: En az 8 karakter, en az bir harf ve bir rakam olmalı',
      messages: [{ code: 'Validation' }],
    });
    expect((await change(p.token, input, 'en')).message).toBe(
      'New password: At least 8 characters with a letter and a digit',
    );
    expect((await server.verify(p.tenant.tag, p.tenant.email, p.tenant.password)).isSuccess).toBe(true);
  });

  it('refuses a too short new password and another user id', async () => {
    const short = await change(p.token, { oldPassword: p.tenant.password, newPassword: 'ab1' });
    expect(short).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(short.message).toContain('Yeni şifre');
    const other = await p.createUser();
    const forOther = await change(p.token, {
      userId: other,
      oldPassword: p.tenant.password,
      newPassword: 'yeniSifre123',
    });
    expect(forOther).toMatchObject({ isSuccess: false, message: 'Kullanıcı alanını kontrol edin' });
    expect((await server.verify(p.tenant.tag, p.tenant.email, p.tenant.password)).isSuccess).toBe(true);
  });

  it('ends the other sessions at their next request, keeps this one; the new password signs in, the old does not', async () => {
    const tenant = await server.createTenant();
    const signedIn = await server.verify(tenant.tag, tenant.email, tenant.password);
    const current = signedIn.data?.token ?? '';
    const other = await server.signIn(tenant);
    expect((await server.call(ME, {}, { token: other })).isSuccess).toBe(true);

    const changed = await change(current, {
      userId: signedIn.data?.userId,
      oldPassword: tenant.password,
      newPassword: 'Yepyeni-sifre-42',
    });
    expect(changed).toMatchObject({ isSuccess: true, data: { id: signedIn.data?.userId } });

    expect(await server.call(ME, {}, { token: other })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });
    expect((await server.call(ME, {}, { token: current })).isSuccess).toBe(true);
    expect((await server.verify(tenant.tag, tenant.email, 'Yepyeni-sifre-42')).isSuccess).toBe(true);
    expect(await server.verify(tenant.tag, tenant.email, tenant.password)).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'InvalidCredentials' }],
    });
  });

  it('limits wrong current passwords like sign-ins: after the limit even the right one waits', async () => {
    const tenant = await server.createTenant();
    const token = await server.signIn(tenant);
    const limit = server.config.attempts.freeFailures;
    for (let i = 0; i < limit; i += 1) {
      const wrong = await change(token, { oldPassword: `guess-${i}`, newPassword: 'Yepyeni-sifre-42' });
      expect(wrong.messages[0]?.code).toBe('WrongPassword');
    }
    const right = await change(
      token,
      { oldPassword: tenant.password, newPassword: 'Yepyeni-sifre-42' },
      'en',
    );
    expect(right).toMatchObject({ isSuccess: false, messages: [{ code: 'TooManyAttempts' }] });
    expect(right.message).toMatch(/Please try again in \d+ minutes?/);
    expect((await server.verify(tenant.tag, tenant.email, tenant.password)).isSuccess).toBe(true);
  });
});
