import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Envelope } from './harness.ts';

interface Answer {
  status: number;
  headers: Headers;
  body: Envelope<null>;
}

/**
 * Every refusal of a request, at any layer, answers the spec's envelope in the caller's language with a
 * meaningful status (issue 26 §5, item 22): the body's size and JSON, the content type, the method, the
 * GraphQL service's own refusals of what is not a GraphQL request, and an address with nothing at it.
 */
describe('refused requests answer the envelope', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start();
    token = await server.signIn(await server.createTenant());
  });
  afterAll(() => server.stop());

  const send = async (path: string, init: RequestInit & { lang?: 'tr' | 'en' } = {}): Promise<Answer> => {
    const { lang = 'tr', headers, ...rest } = init;
    const response = await fetch(`${server.url}${path}`, {
      ...rest,
      headers: { 'accept-language': lang, ...(headers as Record<string, string>) },
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as Envelope<null> };
  };
  const json = (body: string, extra: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
    body,
  });
  const refused = (code: string, message: string) => ({
    isSuccess: false,
    message,
    messages: [{ code, message }],
    data: null,
  });
  const big = JSON.stringify({ query: '{ genders { isSuccess } }', pad: 'x'.repeat(2 * 1024 * 1024) });

  it('a body over the limit: 413 BodyTooLarge naming the limit, on every service and the sign-in', async () => {
    const portal = await send('/portal/graphql', { ...json(big), lang: 'en' });
    expect(portal.status).toBe(413);
    expect(portal.body).toEqual(refused('BodyTooLarge', 'The request is too large (at most 1 MB).'));
    const main = await send('/graphql', json(big));
    expect(main.status).toBe(413);
    expect(main.body).toEqual(refused('BodyTooLarge', 'İstek çok büyük (en fazla 1 MB).'));
    const signIn = await send('/api/User/VerifyPanelUser', {
      ...json(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(40_000) })),
      lang: 'en',
    });
    expect(signIn.status).toBe(413);
    expect(signIn.body).toEqual(refused('BodyTooLarge', 'The request is too large (at most 16 KB).'));
  });

  it('malformed or empty JSON: 400 Validation', async () => {
    for (const body of ['{"query": ', '']) {
      const answer = await send('/graphql', { ...json(body), lang: 'en' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refused('Validation', 'The request body is not valid JSON.'));
    }
    const signIn = await send('/api/User/VerifyPanelUser', json('{'));
    expect(signIn.status).toBe(400);
    expect(signIn.body).toEqual(refused('Validation', 'İsteğin gövdesi geçerli bir JSON değil.'));
  });

  it('a content type the route does not read: 415', async () => {
    const xml = { 'content-type': 'application/xml' };
    for (const path of ['/graphql', '/graphql/upload', '/files/upload?kinds=image']) {
      const answer = await send(path, { ...json('<a/>', { ...xml, 'x-file-name': 'a.png' }), lang: 'en' });
      expect(answer.status, path).toBe(415);
      expect(answer.body, path).toEqual(
        refused('Validation', 'The content type of this request is not accepted here.'),
      );
    }
  });

  it('a method the address does not take: 405 with Allow; an address with nothing: 404', async () => {
    const put = await send('/graphql', { ...json('{}'), method: 'PUT', lang: 'en' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(put.body).toEqual(
      refused(
        'MethodNotAllowed',
        'This address does not take PUT requests (it takes GET, HEAD, POST, OPTIONS).',
      ),
    );
    const get = await send('/api/User/VerifyPanelUser');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body.messages[0]?.code).toBe('MethodNotAllowed');
    const files = await send('/files/some-tag/some-file.png', { method: 'DELETE' });
    expect(files.status).toBe(405);
    const nothing = await send('/nothing/here', { lang: 'en' });
    expect(nothing.status).toBe(404);
    expect(nothing.body).toEqual(refused('NotFound', 'There is nothing at this address.'));
  });

  it('what the GraphQL service refuses before reading an operation answers the envelope too', async () => {
    const mutation = encodeURIComponent('mutation { logout { isSuccess } }');
    const overGet = await send(`/graphql?query=${mutation}`, {
      headers: { authorization: `Bearer ${token}`, 'x-pano-csrf': '1' },
      lang: 'en',
    });
    expect(overGet.status).toBe(405);
    expect(overGet.headers.get('allow')).toBe('POST');
    expect(overGet.body).toEqual(
      refused('MethodNotAllowed', 'A change is sent with POST; GET only runs queries.'),
    );
    const query = encodeURIComponent('{ genders { isSuccess } }');
    const noHeader = await send(`/graphql?query=${query}`, { lang: 'en' });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual(
      refused('Validation', 'This request needs the X-Pano-CSRF header (or a JSON body).'),
    );
    const notGraphql =
      'Bu bir GraphQL isteği değil: tek bir işlemi JSON olarak {query, variables, operationName} gönderin.';
    for (const body of ['[{"query":"{ genders { isSuccess } }"}]', '{}', '{"query":5}']) {
      const answer = await send('/graphql', json(body));
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toEqual(refused('Validation', notGraphql));
    }
    const noQuery = await send('/graphql', { headers: { 'x-pano-csrf': '1' } });
    expect(noQuery.status).toBe(400);
    expect(noQuery.body).toEqual(refused('Validation', notGraphql));
    // answered by Yoga without a body: an Accept it cannot answer, a text body past the CSRF check
    const operation = JSON.stringify({ query: '{ genders { isSuccess } }' });
    const html = await send('/graphql', { ...json(operation, { accept: 'text/html' }), lang: 'en' });
    expect(html.status).toBe(406);
    expect(html.body).toEqual(refused('Validation', 'The answer is JSON: accept application/json.'));
    const text = await send('/graphql', {
      ...json(operation, { 'content-type': 'text/plain', 'x-pano-csrf': '1' }),
      lang: 'en',
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual(
      refused('Validation', 'The content type of this request is not accepted here.'),
    );
  });

  it('an operation the service can read still answers GraphQL’s own errors, and a good one its data', async () => {
    const unknown = await server.graphql('{ nope }', {}, { token });
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors?.[0]?.message).toMatch(/nope/);
    const fine = await server.call('{ genders { isSuccess } }', {}, { token });
    expect(fine.isSuccess).toBe(true);
  });
});
