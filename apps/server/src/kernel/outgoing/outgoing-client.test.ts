import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedRange } from './address-policy.ts';
import { createOutgoingClient, MAX_REDIRECTS, type OutgoingRequest } from './outgoing-client.ts';
import { OutgoingError } from './outgoing-error.ts';
import {
  fixedResolver,
  listener,
  PUBLIC_STAND_IN as PUBLIC,
  refusedSpellings,
  sandbox,
  TEST_NAMES,
} from './testing/sandbox.ts';

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return OutgoingError.failureOf(error);
  }
  throw new Error('expected a refusal');
};

/**
 * The one outgoing client (docs/security.md, Outgoing calls). Every socket goes through the sandbox: loopback
 * as it is, the public stand-in to a second local listener, anything else refused before it opens.
 */
describe('the outgoing client', () => {
  let inside: Awaited<ReturnType<typeof listener>>;
  let outside: Awaited<ReturnType<typeof listener>>;
  const box = sandbox(() => outside.port);
  const names = fixedResolver(TEST_NAMES);
  const client = createOutgoingClient({ resolve: names.resolve, open: box.open });
  const call = (url: string, more: Partial<OutgoingRequest> = {}) =>
    client.send({ method: 'GET', url, timeoutMs: 2000, allowPrivate: false, ...more });

  beforeAll(async () => {
    inside = await listener((req, res) => {
      if (req.url === '/big') res.end(Buffer.alloc(200_000, 'a'));
      else if (req.url === '/slow')
        res.writeHead(200).write('a'); // never ends
      else res.end('inside');
    });
    outside = await listener((req, res) => {
      const url = new URL(req.url ?? '/', 'http://public.test');
      const to = url.searchParams.get('to');
      const status = Number(url.searchParams.get('status') ?? 302);
      if (to) res.writeHead(status, { location: to }).end();
      else if (url.pathname === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else res.end('outside');
    });
  });
  afterAll(async () => {
    await inside.close();
    await outside.close();
  });

  it('refuses every spelling of a loopback, private or reserved address before a socket opens', async () => {
    const table = refusedSpellings(inside.port);
    expect(table.length).toBeGreaterThanOrEqual(30);
    const found = [];
    for (const { url } of table) found.push({ url, reason: (await failureOf(call(url))).reason });
    expect(found).toEqual(table.map(({ url, reason }) => ({ url, reason })));
    expect(inside.connections()).toBe(0);
    expect(box.blocked).toEqual([]); // the client refused them itself; the sandbox had nothing to stop
  });

  it('says which host led where', async () => {
    expect(await failureOf(call(`http://[::ffff:127.0.0.1]:${inside.port}/`))).toEqual({
      reason: 'refusedAddress',
      params: { host: '::ffff:7f00:1', address: '::ffff:7f00:1' },
    });
    expect(await failureOf(call(`http://intranet.test:${inside.port}/`))).toEqual({
      reason: 'refusedAddress',
      params: { host: 'intranet.test', address: '127.0.0.1' },
    });
    expect(await failureOf(call('http://nowhere.test/'))).toEqual({
      reason: 'noAddress',
      params: { host: 'nowhere.test' },
    });
  });

  it('reads the addresses by range, with ipaddr.js', () => {
    expect(refusedRange('::ffff:7f00:1')).toBe('loopback');
    expect(refusedRange('64:ff9b::a00:1')).toBe('private');
    expect(refusedRange('2002:a9fe:a9fe::')).toBe('linkLocal');
    expect(refusedRange('fc00::1')).toBe('uniqueLocal');
    expect(refusedRange('100.127.255.255')).toBe('carrierGradeNat');
    expect(refusedRange('203.0.113.7')).toBe('reserved');
    expect(refusedRange('2001:db8::7')).toBe('reserved');
    expect(refusedRange('not an address')).toBe('invalid');
    expect(refusedRange(PUBLIC)).toBeNull();
    expect(refusedRange(`::ffff:${PUBLIC}`)).toBeNull();
  });

  it('resolves a name once, in the socket: an answer that changes to loopback never reaches it', async () => {
    const answer = await call(`http://rebind.test:${inside.port}/`);
    expect(answer.body.toString()).toBe('outside'); // the checked public answer, through the stand-in
    expect(names.calls.get('rebind.test')).toBe(1);
    expect((await failureOf(call(`http://rebind.test:${inside.port}/`))).reason).toBe('refusedAddress');
    expect(inside.connections()).toBe(0);
  });

  it('checks every redirect the same way, follows at most five, and sends credentials to one origin only', async () => {
    const to = (target: string, status = 302) =>
      `http://public.test/?status=${status}&to=${encodeURIComponent(target)}`;
    for (const target of [`http://127.0.0.1:${inside.port}/`, `http://intranet.test:${inside.port}/`])
      expect((await failureOf(call(to(target)))).reason).toBe('refusedAddress');
    expect(inside.connections()).toBe(0);

    const before = outside.requests.length;
    expect(await failureOf(call('http://public.test/loop'))).toEqual({
      reason: 'tooManyRedirects',
      params: { max: MAX_REDIRECTS },
    });
    expect(outside.requests.length - before).toBe(MAX_REDIRECTS + 1);

    const moved = await call(to('http://other.test/done', 303), {
      method: 'POST',
      body: Buffer.from('{"a":1}'),
      headers: { authorization: 'Bearer gizli', 'content-type': 'application/json' },
    });
    expect(moved).toMatchObject({ status: 200, redirects: 1, url: 'http://other.test/done' });
    const [first, second] = outside.requests.slice(-2);
    expect(first).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { authorization: 'Bearer gizli' },
    });
    expect(second).toMatchObject({ method: 'GET', body: '', url: '/done' });
    expect(second?.headers.authorization).toBeUndefined();
    expect(second?.headers['content-type']).toBeUndefined();
  });

  it('with private addresses allowed, calls loopback; caps the answer in size and the call in time', async () => {
    const allowed = { allowPrivate: true, maxBytes: 1000, timeoutMs: 500 };
    const answer = await call(`http://[::ffff:127.0.0.1]:${inside.port}/big`, allowed);
    expect(answer).toMatchObject({ status: 200, truncated: true });
    expect(answer.body.length).toBe(1000);
    expect(await failureOf(call(`http://127.0.0.1:${inside.port}/slow`, allowed))).toEqual({
      reason: 'timeout',
      params: { ms: 500 },
    });
    expect(inside.connections()).toBe(2);
  });
});
