import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer, type Envelope } from './harness.ts';

/** A stand-in SMS gateway: records what it is asked to send. */
async function smsGateway() {
  const received: { to: string; text: string; authorization: string | undefined }[] = [];
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        ...(JSON.parse(body) as { to: string; text: string }),
        authorization: req.headers.authorization,
      });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, received, close: () => gateway.close() };
}

const linkIn = (text: string) => {
  const link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  const query = new URLSearchParams(link.split('?')[1] ?? '');
  return { link, tag: query.get('tag') ?? '', token: query.get('token') ?? '' };
};

async function post(server: TestServer, path: string, body: unknown, lang: 'tr' | 'en' = 'tr') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<unknown>;
}

const until = async <T>(read: () => T | Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

const SET = 'mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess } }';
const MESSAGES =
  'query($p: OutboxMessagePagerModel) { outboxMessages(outboxMessagePagerModel: $p) { totalItemCount data { id channel recipient template sentTime deliveredBy } } }';
const REVEAL =
  'mutation($id: Int!) { revealOutboxMessage(id: $id) { isSuccess messages { code } data { recipient channel text link } } }';

describe('everyone gets a password (docs/passwords.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let gateway: Awaited<ReturnType<typeof smsGateway>>;

  beforeAll(async () => {
    gateway = await smsGateway();
    server = await TestServer.start({
      smsGatewayUrl: gateway.url,
      smsGatewayToken: 'gizli',
      mailIntervalMs: 100,
    });
    p = await peopleFixture(server);
  });
  afterAll(async () => {
    await server.stop();
    gateway.close();
  });

  const sendMethod = async (value: string) => {
    const configs = await p.call<{ name: string; parentId: number }[]>(
      '{ configs { data { name parentId } } }',
    );
    const parentId = configs.data.find((c) => c.name === 'passwordSendMethod')?.parentId;
    expect((await p.call(SET, { c: { parentId, value } })).isSuccess).toBe(true);
  };
  const messagesTo = async (recipient: string, status = 0) =>
    (
      await p.call<
        {
          id: number;
          channel: string;
          recipient: string;
          template: string;
          sentTime: string | null;
          deliveredBy: string | null;
        }[]
      >(MESSAGES, { p: { pageSize: 100, status } })
    ).data.filter((m) => m.recipient === recipient);

  it('invites a new employee by SMS when the send method says so; the link sets the password for the portal', async () => {
    await sendMethod('sms');
    const id = await p.createUser({
      name: 'Sema',
      surname: 'Aksoy',
      email: 'sema@x.test',
      gsm: '5327654321',
    });
    const sms = await until(
      () => gateway.received.find((m) => m.to === '+905327654321'),
      (m) => Boolean(m),
    );
    expect(sms?.authorization).toBe('Bearer gizli');
    expect(sms?.text).toContain('Pano: şifrenizi belirlemek için');
    const { tag, token } = linkIn(sms?.text ?? '');
    expect(tag).toBe(p.tenant.tag);
    expect((await messagesTo('5327654321', 2))[0]).toMatchObject({ channel: 'sms', deliveredBy: 'sender' });
    const accepted = await post(server, '/api/User/AcceptInvitation', {
      tag,
      token,
      password: 'Sema-portal-2026',
    });
    expect(accepted).toMatchObject({ isSuccess: true, data: { userId: id } });
    expect(
      (await server.verify(p.tenant.tag, 'sema@x.test', 'Sema-portal-2026', 'tr', 'VerifyUser')).isSuccess,
    ).toBe(true);
  });

  it('sends by the other address when a person has no address for the send method', async () => {
    await sendMethod('sms');
    await p.createUser({ name: 'Eposta', surname: 'Yalnız', email: 'yalniz@x.test', gsm: null });
    expect(await messagesTo('yalniz@x.test')).toMatchObject([{ channel: 'email', template: 'invitation' }]);
    await sendMethod('email');
  });

  it('resends an invitation (the old link dies), and refuses one for a person with a password or no address', async () => {
    const id = await p.createUser({ name: 'Tekrar', surname: 'Davet', email: 'tekrar@x.test', gsm: null });
    const [first] = await messagesTo('tekrar@x.test');
    const firstLink = (await p.call<{ link: string }>(REVEAL, { id: first?.id })).data.link;
    const resent = await p.call('mutation($id: Int!) { resendInvitation(id: $id) { isSuccess } }', { id });
    expect(resent.isSuccess).toBe(true);
    const waiting = await messagesTo('tekrar@x.test', 1);
    expect(waiting).toHaveLength(1);
    const freshLink = (await p.call<{ link: string }>(REVEAL, { id: waiting[0]?.id })).data.link;
    const accept = (link: string) =>
      post(server, '/api/User/AcceptInvitation', { ...linkIn(link), password: 'Tekrar-davet-2026' });
    expect(await accept(firstLink)).toMatchObject({ messages: [{ code: 'InvalidInvitation' }] });
    expect((await accept(freshLink)).isSuccess).toBe(true);

    const again = await p.call('mutation($id: Int!) { resendInvitation(id: $id) { isSuccess message } }', {
      id,
    });
    expect(again).toMatchObject({
      isSuccess: false,
      message: 'Bu kişinin zaten bir şifresi var: şifre yenileme bağlantısı gönderin.',
    });
    const nowhere = await p.createUser({ email: null, gsm: null });
    expect(
      await p.call(
        'mutation($id: Int!) { resendInvitation(id: $id) { message } }',
        { id: nowhere },
        { lang: 'en' },
      ),
    ).toMatchObject({
      message: 'This person has no email address or GSM number: enter one first.',
    });
  });

  it('resets a password from the users list: the old one works until the link is used, then every session ends', async () => {
    const employee = await server.signInEmployee(p.tenant);
    // made straight in the database: give them a role and a department (a new role ends their sessions)
    const role = 'mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess } }';
    const departmentId = Object.values(p.departments)[0];
    await p.call(role, { i: { id: employee.userId, roleId: p.roles.Personel, departmentId } });
    const signedIn = await server.verify(p.tenant.tag, employee.email, employee.password, 'tr', 'VerifyUser');
    const me = () =>
      server.call(
        '{ me { isSuccess messages { code } } }',
        {},
        { token: signedIn.data?.token, service: 'portal' },
      );
    const reset = 'mutation($id: Int!) { sendPasswordReset(id: $id) { isSuccess } }';
    expect((await p.call(reset, { id: employee.userId })).isSuccess).toBe(true);
    const [message] = await messagesTo(employee.email, 1);
    expect(message?.template).toBe('passwordReset');
    const handed = await p.call<{ link: string; text: string }>(REVEAL, { id: message?.id });
    expect(handed.data.link).toContain('/#/auth/sifre-yenile?tag=');
    expect(handed.data.text).toContain('Şifrenizi yenilemek için');
    // until the link is used, the current password and sessions go on
    expect((await me()).isSuccess).toBe(true);
    const accepted = await post(server, '/api/User/ResetPassword', {
      ...linkIn(handed.data.link),
      password: 'Yenilenmis-sifre-2026',
    });
    expect(accepted.isSuccess).toBe(true);
    expect(await me()).toMatchObject({ messages: [{ code: 'TokenInvalid' }] });
    const verify = (password: string) =>
      server.verify(p.tenant.tag, employee.email, password, 'tr', 'VerifyUser');
    expect((await verify(employee.password)).isSuccess).toBe(false);
    expect((await verify('Yenilenmis-sifre-2026')).isSuccess).toBe(true);
    const events = await p.call<{ kind: string }[]>(
      'query($p: SecurityEventPagerModel) { securityEvents(securityEventPagerModel: $p) { data { kind } } }',
      { p: { userId: employee.userId, pageSize: 50 } },
    );
    expect(events.data.map((e) => e.kind)).toContain('passwordReset');
  });

  it('forgot password: the same answer for anyone; only an existing account gets a link', async () => {
    const connectionToken = (await server.getSubscription(p.tenant.tag)).data.connectionString;
    const known = await post(server, '/api/User/ForgotPanelPassword', {
      connectionToken,
      email: p.tenant.email,
    });
    const unknown = await post(server, '/api/User/ForgotPanelPassword', {
      connectionToken,
      email: 'kimse@x.test',
    });
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({
      isSuccess: true,
      message: 'Bu bilgilerle bir hesap varsa şifre yenileme bağlantısı gönderildi.',
    });
    expect(await messagesTo(p.tenant.email, 1)).toMatchObject([{ template: 'passwordReset' }]);
    expect(await messagesTo('kimse@x.test')).toEqual([]);
    // asking again and again for one person is refused like sign-ins
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(
        await post(server, '/api/User/ForgotPanelPassword', { connectionToken, email: 'kimse@x.test' }),
      );
    expect(answers.at(-1)).toMatchObject({ isSuccess: false, messages: [{ code: 'TooManyAttempts' }] });
  });

  it('hands a waiting message over once, records who did, and the link works', async () => {
    const id = await p.createUser({ name: 'Elden', surname: 'Teslim', email: 'elden@x.test', gsm: null });
    const [waiting] = await messagesTo('elden@x.test', 1);
    const handed = await p.call<{ recipient: string; link: string }>(REVEAL, { id: waiting?.id });
    expect(handed.data.recipient).toBe('elden@x.test');
    expect(await p.call(REVEAL, { id: waiting?.id })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
    expect(await messagesTo('elden@x.test', 2)).toMatchObject([{ deliveredBy: 'panel' }]);
    expect(
      (
        await post(server, '/api/User/AcceptInvitation', {
          ...linkIn(handed.data.link),
          password: 'Elden-teslim-2026',
        })
      ).isSuccess,
    ).toBe(true);
    const events = await p.call<{ kind: string; identifier: string }[]>(
      'query($p: SecurityEventPagerModel) { securityEvents(securityEventPagerModel: $p) { data { kind identifier } } }',
      { p: { kind: 'linkHandedOver', pageSize: 50 } },
    );
    expect(events.data.map((e) => e.identifier)).toContain('elden@x.test');
    expect(id).toBeGreaterThan(0);
  });
});
