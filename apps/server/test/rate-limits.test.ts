import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from './harness.ts';

const SEND = `mutation($i: SendComplaintInput!) { sendComplaint(inputModel: $i) {
  isSuccess message messages { code message } data { id } } }`;
const TYPES = '{ complaintTypes { isSuccess data { id name } } }';
const COUNT = '{ complaints(pagerModel: { pageSize: 1 }) { isSuccess totalItemCount } }';
const CREATE_TYPE = `mutation($i: ComplaintTypeCreateInput!) { createComplaintType(inputModel: $i) { isSuccess data { id } } }`;

describe('abuse limits', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;
  let typeId: number;
  beforeAll(async () => {
    server = await TestServer.start({
      trustProxy: true,
      rateLimits: { portalWritesPerToken: 5, portalWritesPerAddress: 8, publicPerAddress: 40 },
    });
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
    const created = await server.call<{ id: number }>(
      CREATE_TYPE,
      { i: { name: 'Genel' } },
      { token: admin },
    );
    typeId = created.data.id;
  });
  afterAll(() => server.stop());

  const send = (token: string, text: string, lang: 'tr' | 'en' = 'tr') =>
    server.call(
      SEND,
      { i: { complaintTypeId: typeId, description: text } },
      { token, service: 'portal', lang },
    );
  const stored = async () => (await server.call(COUNT, {}, { token: admin })).totalItemCount ?? Number.NaN;

  it("refuses an employee token's writes past its limit, in the caller's language, and stores none of them", async () => {
    const ayse = await server.signInEmployee(tenant, 'Ayşe');
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => send(ayse.token, `şikâyet ${i}`)));
    expect(answers.filter((a) => a.isSuccess)).toHaveLength(5);
    const refused = answers.filter((a) => !a.isSuccess);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.messages).toEqual([{ code: 'TooManyRequests', message: expect.any(String) }]);
      expect(answer.message).toMatch(
        /^Çok fazla istek gönderildi\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
      );
    }
    expect(await stored()).toBe(before + 5);
    expect((await send(ayse.token, 'bir daha', 'en')).message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    // reading is not a write: the same token still lists the complaint types
    expect((await server.call(TYPES, {}, { token: ayse.token, service: 'portal' })).isSuccess).toBe(true);
  });

  it('counts every token of one address together, and another token keeps its own budget', async () => {
    // Ayşe's five accepted writes above came from 127.0.0.1 too: three more fit that address's eight
    const can = await server.signInEmployee(tenant, 'Can');
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await send(can.token, `adres ${i}`));
    expect(answers.map((a) => a.isSuccess)).toEqual([true, true, true, false]);
    expect(answers[3]?.messages[0]?.code).toBe('TooManyRequests');
  });

  it('answers 429 with Retry-After and the envelope once one address makes too many public requests', async () => {
    const lookUp = (address: string, lang = 'tr') =>
      fetch(`${server.url}/api/Subscription/GetSubscription?tag=${tenant.tag}`, {
        headers: { 'x-forwarded-for': address, 'accept-language': lang },
      });
    const statuses = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await lookUp('203.0.113.7')).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await lookUp('203.0.113.7', 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      isSuccess: false,
      data: null,
      messages: [{ code: 'TooManyRequests', message: expect.stringMatching(/^Too many requests/) }],
    });
    // sign-in shares the budget of the address; another address is not affected
    const signIn = await fetch(`${server.url}/api/User/VerifyPanelUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ tag: tenant.tag, email: tenant.email, password: tenant.password }),
    });
    expect(signIn.status).toBe(429);
    expect((await lookUp('203.0.113.8')).status).toBe(200);
  });
});

describe('portal writes per employee', () => {
  let server: TestServer;
  let tenant: Tenant;
  let typeId: number;
  beforeAll(async () => {
    server = await TestServer.start({
      rateLimits: { portalWritesPerToken: 4, portalWritesPerAddress: 1000, publicPerAddress: 1000 },
    });
    tenant = await server.createTenant();
    const admin = await server.signIn(tenant);
    typeId = (await server.call<{ id: number }>(CREATE_TYPE, { i: { name: 'Genel' } }, { token: admin })).data
      .id;
  });
  afterAll(() => server.stop());

  it('gives a new sign-in of the same employee no fresh budget', async () => {
    const first = await server.signInEmployee(tenant, 'Deniz');
    const again = await server.verify(tenant.tag, first.email, first.password, 'tr', 'VerifyUser');
    const second = again.data?.token ?? '';
    const send = (token: string, text: string) =>
      server.call(SEND, { i: { complaintTypeId: typeId, description: text } }, { token, service: 'portal' });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await send(first.token, `ilk ${i}`));
    for (let i = 0; i < 3; i += 1) answers.push(await send(second, `ikinci ${i}`));
    expect(answers.map((a) => a.isSuccess)).toEqual([true, true, true, true, false, false]);
    // another employee keeps their own
    const other = await server.signInEmployee(tenant, 'Ece');
    expect((await send(other.token, 'başka')).isSuccess).toBe(true);
  });
});
