import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeDocument } from '../graphql/generated/home.ts';
import type { TypedDocument } from '../graphql/typedDocument.ts';
import type { Envelope } from './envelope.ts';
import { portal, rootFields } from './graphql.ts';
import { sessionStore, startSession } from './session.ts';
import { TEST_COMPANY as company } from '../test/session.ts';

/** A document written in the test, answering envelopes under any key. */
const document = (text: string) =>
  text as TypedDocument<Record<string, Envelope<unknown>>, Record<string, never>>;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('the portal client', () => {
  it('knows the answer keys of a document, aliases included', () => {
    expect(rootFields(HomeDocument)).toEqual([
      'me',
      'activeDisclaimer',
      'myMenus',
      'myLinks',
      'mySliders',
      'myDynamicParts',
      'unread',
      'myDisasters',
    ]);
    expect(rootFields('query A($p: X) { a(p: {x: 1, y: {z: 2}}) { b { c } } d { e } }')).toEqual(['a', 'd']);
  });

  it('sends the token and the language, and answers each root field', async () => {
    startSession({ token: 't0k', userId: 7, company });
    const fetch = vi.fn(async () =>
      Response.json({ data: { me: { isSuccess: true, message: null, messages: [], data: { id: 7 } } } }),
    );
    vi.stubGlobal('fetch', fetch);
    const answers = await portal(
      document('query Me { me { isSuccess message messages { code } data { id } } }'),
    );
    expect(answers).toEqual({ me: { isSuccess: true, message: null, messages: [], data: { id: 7 } } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/portal/graphql');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer t0k');
    expect(new Headers(init.headers).get('accept-language')).toMatch(/^(tr|en)$/);
  });

  it('gives every field the failure when there is no answer, and ends the session on a refused token', async () => {
    startSession({ token: 'old', userId: 7, company });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline = await portal(document('query Me { me { isSuccess } other { isSuccess } }'));
    expect(offline.me?.messages[0]?.code).toBe('Offline');
    expect(offline.other?.messages[0]?.code).toBe('Offline');
    expect(sessionStore.get()).not.toBeNull();

    const refused = {
      isSuccess: false,
      message: null,
      messages: [{ code: 'TokenInvalid', message: '…' }],
      data: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { me: refused } })),
    );
    await portal(document('query Me { me { isSuccess } }'));
    expect(sessionStore.get()).toBeNull();
  });
});
