import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';

describe('GraphQL limits and request guards', () => {
  let server: TestServer;
  let token: string;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await TestServer.start();
    token = await server.signIn(await server.createTenant());
  });
  afterAll(() => server.stop());

  it('rejects a query nested deeper than the depth limit', async () => {
    const shallow = await TestServer.start({ graphqlMaxDepth: 3 });
    try {
      const ok = await shallow.graphql('{ genders { data { name } } }');
      expect(ok.body.errors).toBeUndefined();
      const deep = await shallow.graphql('{ districts { data { town { city { country { name } } } } } }');
      expect(deep.body.data).toBeUndefined();
      expect(deep.body.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      await shallow.stop();
    }
  });

  it('rejects more than 15 aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: genders { isSuccess }`).join(' ');
    const { body } = await server.graphql(`{ ${aliases} }`, {}, { token });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses batched requests', async () => {
    const response = await post([
      { query: '{ genders { isSuccess } }' },
      { query: '{ levels { isSuccess } }' },
    ]);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses mutations over GET and GETs without the CSRF header', async () => {
    const mutation = encodeURIComponent(
      'mutation { createGender(inputModel: { name: "GET" }) { isSuccess } }',
    );
    const withHeader = await fetch(`${server.url}/graphql?query=${mutation}`, {
      headers: { authorization: `Bearer ${token}`, 'x-pano-csrf': '1' },
    });
    expect(withHeader.status).toBe(405);
    const query = encodeURIComponent('{ genders { isSuccess } }');
    const noHeader = await fetch(`${server.url}/graphql?query=${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noHeader.status).toBe(403);
    const list = await server.call<{ name: string }[]>(
      '{ genders(pagerModel: { pageSize: 100 }) { data { name } } }',
      {},
      { token },
    );
    expect(list.data.map((g) => g.name)).not.toContain('GET');
  });

  it('answers 413 for a body over 1 MB, before parsing it, with the envelope', async () => {
    const response = await post(
      JSON.stringify({ query: `{ genders { isSuccess } }`, pad: 'x'.repeat(1_100_000) }),
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      isSuccess: false,
      message: 'The request is too large (at most 1 MB).',
      messages: [{ code: 'BodyTooLarge' }],
    });
  });

  it('raises the body limit only on /graphql/upload, to the size of the largest image as base64', async () => {
    const body = JSON.stringify({
      query: '{ genders { isSuccess } }',
      extensions: { pad: 'x'.repeat(2_500_000) },
    });
    const send = (url: string, payload: string) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: payload,
      });
    expect((await send('/graphql', body)).status).toBe(413);
    const upload = await send('/graphql/upload', body);
    expect(upload.status).toBe(200);
    expect(
      ((await upload.json()) as { data: { genders: { isSuccess: boolean } } }).data.genders.isSuccess,
    ).toBe(true);
    const tooBig = JSON.stringify({
      query: '{ genders { isSuccess } }',
      extensions: { pad: 'x'.repeat(3_000_000) },
    });
    const refused = await send('/graphql/upload', tooBig);
    expect(refused.status).toBe(413);
    // the upload services name the largest file they take
    expect(await refused.json()).toMatchObject({ isSuccess: false, messages: [{ code: 'FileTooLarge' }] });
  });

  it('sends the security headers', async () => {
    const response = await post({ query: '{ genders { isSuccess } }' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
