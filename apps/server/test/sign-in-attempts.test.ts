import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy, TestServer, type Tenant } from './harness.ts';
import { codes, employee, sleep, tally, type Answer } from './sign-in-helpers.ts';

describe('sign-in attempts (docs/sign-in.md)', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start({ trustProxy: true, attempts: policy({ addressMaxFailures: 20 }) });
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('checks at most the free failures of 100 simultaneous guesses, the right one included', async () => {
    const victim = await employee(server, tenant, 'hedef@x.test');
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 73 ? victim.password : `yanlis-${i}`));
    const answers = await Promise.all(
      guesses.map((password) =>
        server.verify(tenant.tag, victim.email, password, 'tr', 'VerifyUser', { address: '10.0.0.1' }),
      ),
    );
    const counted = tally(answers);
    // only five were checked at all (free failures); every other one was turned away unchecked
    expect((counted.InvalidCredentials ?? 0) + (counted.ok ?? 0)).toBeLessThanOrEqual(5);
    expect(counted.TooManyAttempts).toBeGreaterThanOrEqual(95);
    // and the account now waits, so the right password is refused too until the delay passes
    const after = await server.verify(tenant.tag, victim.email, victim.password, 'tr', 'VerifyUser', {
      address: '10.0.0.1',
    });
    expect(codes([after])).toEqual(['TooManyAttempts']);
  });

  it('answers an unknown identifier exactly like an existing one, refusals included', async () => {
    const known = await employee(server, tenant, 'bilinen@x.test');
    const run = async (email: string) => {
      const answers: Answer[] = [];
      for (let i = 0; i < 7; i++)
        answers.push(
          await server.verify(tenant.tag, email, `yanlis-${i}`, 'en', 'VerifyUser', { address: '10.0.0.2' }),
        );
      return answers;
    };
    const [existing, unknown] = [await run(known.email), await run('yok@x.test')];
    expect(codes(existing)).toEqual(codes(unknown));
    expect(codes(existing)).toEqual([
      ...Array(5).fill('InvalidCredentials'),
      'TooManyAttempts',
      'TooManyAttempts',
    ]);
    expect(existing.map((a) => a.message)).toEqual(unknown.map((a) => a.message));
  });

  it('never refuses a correct password because of other accounts’ failures from the same office', async () => {
    const regular = await employee(server, tenant, 'ofis@x.test');
    const office = '10.0.0.3';
    // the employee signed in from the office before
    expect(
      (
        await server.verify(tenant.tag, regular.email, regular.password, 'tr', 'VerifyUser', {
          address: office,
        })
      ).isSuccess,
    ).toBe(true);
    // someone in the office sprays 25 other accounts (past the address limit of 20)
    for (let i = 0; i < 25; i++)
      await server.verify(tenant.tag, `deneme${i}@x.test`, 'Parola-123', 'tr', 'VerifyUser', {
        address: office,
      });
    const mine = await server.verify(tenant.tag, regular.email, regular.password, 'tr', 'VerifyUser', {
      address: office,
    });
    expect(mine.isSuccess).toBe(true);
    // an account never signed in from there is turned away from that address only
    const stranger = await employee(server, tenant, 'yabanci@x.test');
    expect(
      codes([
        await server.verify(tenant.tag, stranger.email, stranger.password, 'tr', 'VerifyUser', {
          address: office,
        }),
      ]),
    ).toEqual(['TooManyAttempts']);
    expect(
      (
        await server.verify(tenant.tag, stranger.email, stranger.password, 'tr', 'VerifyUser', {
          address: '10.9.9.9',
        })
      ).isSuccess,
    ).toBe(true);
  });

  it('clears finished failures at a success, so a user who mistyped starts again', async () => {
    const user = await employee(server, tenant, 'unutkan@x.test');
    const at = { address: '10.0.0.4' };
    for (let i = 0; i < 4; i++) await server.verify(tenant.tag, user.email, 'yanlis', 'tr', 'VerifyUser', at);
    expect(
      (await server.verify(tenant.tag, user.email, user.password, 'tr', 'VerifyUser', at)).isSuccess,
    ).toBe(true);
    const again: Answer[] = [];
    for (let i = 0; i < 5; i++)
      again.push(await server.verify(tenant.tag, user.email, 'yanlis', 'tr', 'VerifyUser', at));
    expect(codes(again)).toEqual(Array(5).fill('InvalidCredentials'));
  });
});

describe('growing delays', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start({
      attempts: policy({ freeFailures: 2, delaySeconds: 1, maxDelaySeconds: 4 }),
    });
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('makes each failure past the free ones wait twice as long as the one before', async () => {
    const wrong = () => server.verify(tenant.tag, tenant.email, 'yanlis');
    expect(codes([await wrong(), await wrong(), await wrong()])).toEqual([
      'InvalidCredentials',
      'InvalidCredentials',
      'TooManyAttempts',
    ]);
    await sleep(1100); // the first delay (1 s) has passed: one more is checked
    expect(codes([await wrong()])).toEqual(['InvalidCredentials']);
    await sleep(1100); // now the delay is 2 s: still waiting
    expect(codes([await wrong()])).toEqual(['TooManyAttempts']);
    await sleep(1100);
    expect((await server.verify(tenant.tag, tenant.email, tenant.password)).isSuccess).toBe(true);
  });
});

describe('unlock and security events', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    server.call<T>(query, variables, { token: admin });
  const events = async (pager: Record<string, unknown> = {}) =>
    (
      await call<
        { kind: string; channel: string | null; identifier: string | null; user: { id: number } | null }[]
      >(
        'query($p: SecurityEventPagerModel) { securityEvents(securityEventPagerModel: $p) { data { kind channel identifier user { id } } } }',
        { p: { pageSize: 100, ...pager } },
      )
    ).data;

  it('lets an administrator unlock an account that must wait, and the users list shows the lock', async () => {
    const user = await employee(server, tenant, 'kilitli@x.test');
    for (let i = 0; i < 6; i++) await server.verify(tenant.tag, user.email, 'yanlis', 'tr', 'VerifyUser');
    const locked = async () =>
      (
        await call<{ id: number; isLocked: boolean }[]>(
          '{ users(userPagerModel: { pageSize: 50 }) { data { id isLocked } } }',
        )
      ).data.find((u) => u.id === user.id)?.isLocked;
    expect(await locked()).toBe(true);
    expect(codes([await server.verify(tenant.tag, user.email, user.password, 'tr', 'VerifyUser')])).toEqual([
      'TooManyAttempts',
    ]);
    expect(
      (await call('mutation($id: Int!) { unlockUser(id: $id) { isSuccess } }', { id: user.id })).isSuccess,
    ).toBe(true);
    expect(await locked()).toBe(false);
    expect((await server.verify(tenant.tag, user.email, user.password, 'tr', 'VerifyUser')).isSuccess).toBe(
      true,
    );
    const kinds = (await events({ userId: user.id })).map((e) => e.kind);
    expect(kinds).toContain('accountUnlocked');
    expect(kinds).toContain('signIn');
  });

  it('records sign-ins, failures, refusals, sign-outs, password changes and ending all sessions', async () => {
    const user = await employee(server, tenant, 'kayit@x.test');
    await server.verify(tenant.tag, 'hayalet@x.test', 'yanlis', 'tr', 'VerifyUser');
    const signedIn = await server.verify(tenant.tag, user.email, user.password, 'tr', 'VerifyUser');
    await server.call(
      'mutation { logout { isSuccess } }',
      {},
      { token: signedIn.data?.token, service: 'portal' },
    );
    const change =
      'mutation($i: ChangePasswordInput!) { changePassword(inputModel: $i) { isSuccess messages { code message } } }';
    await call(change, { i: { oldPassword: 'yanlis', newPassword: 'Yepyeni-sifre-2026' } });
    expect(
      (await call(change, { i: { oldPassword: tenant.password, newPassword: 'Yepyeni-sifre-2026' } }))
        .isSuccess,
    ).toBe(true);
    await call('mutation { setAllTokensPassive { isSuccess } }');

    const all = await events();
    const kinds = all.map((e) => e.kind);
    for (const kind of [
      'signIn',
      'signInFailed',
      'signOut',
      'passwordChangeFailed',
      'passwordChanged',
      'allSessionsEnded',
    ])
      expect(kinds, kind).toContain(kind);
    expect(all.find((e) => e.kind === 'signInFailed' && e.identifier === 'hayalet@x.test')).toMatchObject({
      user: null,
      channel: 'portal',
    });
    expect((await events({ kind: 'signOut' })).every((e) => e.kind === 'signOut')).toBe(true);
    expect((await events({ userId: user.id })).map((e) => e.kind).sort()).toEqual(['signIn', 'signOut']);
  });
});

describe('known devices (docs/sign-in.md)', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start({ trustProxy: true });
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  // Changed with issue 46 (4): an address the owner signed in from is no longer a known source (an office
  // or a café shares it with whoever sits there); the portal's app carries a device mark as the panel does.
  it("keeps the owner's device signing in while failures from elsewhere lock the account", async () => {
    const owner = await employee(server, tenant, 'sahip@x.test');
    const connectionToken = (await server.getSubscription(tenant.tag)).data.connectionString;
    const from = async (address: string, password: string, mark?: string) => {
      const response = await fetch(`${server.url}/api/User/VerifyUser`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(mark ? { 'x-pano-device': mark } : {}),
        },
        body: JSON.stringify({ connectionToken, email: owner.email, password }),
      });
      return { answer: (await response.json()) as Answer, mark: response.headers.get('x-pano-device') };
    };
    const first = await from('10.1.0.1', owner.password);
    expect(codes([first.answer])).toEqual(['ok']);
    const mark = first.mark ?? '';
    const guesses: Answer[] = [];
    for (let i = 2; i <= 8; i++) guesses.push((await from(`10.1.0.${i}`, `yanlis-${i}`)).answer);
    expect(codes(guesses)).toEqual([
      ...Array(5).fill('InvalidCredentials'),
      'TooManyAttempts',
      'TooManyAttempts',
    ]);
    // the owner's device is not held back, from any address; without its mark, even its address is
    expect(codes([(await from('10.1.0.77', owner.password, mark)).answer])).toEqual(['ok']);
    expect(codes([(await from('10.1.0.1', owner.password)).answer])).toEqual(['TooManyAttempts']);
    expect(codes([(await from('10.1.0.99', owner.password)).answer])).toEqual(['TooManyAttempts']);
    // the owner's success did not clear the failures from elsewhere
    expect(codes([(await from('10.1.0.98', owner.password)).answer])).toEqual(['TooManyAttempts']);
  });

  it('gives a panel browser a device cookie at a success, which failures from elsewhere do not lock out', async () => {
    const office = await server.createTenant();
    const connectionToken = (await server.getSubscription(office.tag)).data.connectionString;
    const signIn = async (password: string, cookie?: string, address = '10.2.0.1') => {
      const response = await fetch(`${server.url}/api/User/VerifyPanelUser`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ connectionToken, email: office.email, password }),
      });
      return { answer: (await response.json()) as Answer, setCookie: response.headers.get('set-cookie') };
    };
    const first = await signIn(office.password);
    expect(first.answer.isSuccess).toBe(true);
    expect(first.setCookie).toMatch(
      /^pano_device_[0-9a-f]{16}=[\w-]+\.[0-9a-z]+\.[\w-]+; Max-Age=\d+; Path=\/api\/User; HttpOnly; SameSite=Strict$/,
    );
    const cookie = first.setCookie?.split(';')[0] ?? '';
    for (let i = 0; i < 6; i++) await signIn(`yanlis-${i}`, undefined, `10.2.1.${i}`);
    expect(codes([(await signIn(office.password, cookie)).answer])).toEqual(['ok']);
    expect(codes([(await signIn(office.password)).answer])).toEqual(['TooManyAttempts']);
    // a forged or altered cookie is no device
    const forged = cookie.replace(/=.*\./, '=AAAAAAAAAAAAAAAAAAAAAAAA.');
    expect(codes([(await signIn(office.password, forged)).answer])).toEqual(['TooManyAttempts']);
  });
});
