import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './client.ts';
import { SetConfigDocument } from './generated/settings.ts';

const refusal = {
  isSuccess: false,
  message: 'İstek çok büyük (en fazla 1 MB).',
  messages: [{ code: 'BodyTooLarge', message: 'İstek çok büyük (en fazla 1 MB).' }],
  data: null,
};

/** fetch answers what `answer` gives, as JSON (the graphql layer stands below test/fetchStub.ts). */
const stubFetch = (answer: () => unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer()), { status: 200 })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('answers a refused request’s own envelope (docs/api.md, Refused requests), so its message shows', async () => {
    stubFetch(() => refusal);
    expect(await request('main', SetConfigDocument, { parentId: 1, value: 'x' })).toEqual(refusal);
  });

  it('answers a GraphQL error answer as a failure without messages, and a field’s envelope as it is', async () => {
    stubFetch(() => ({ errors: [{ message: 'Syntax Error' }] }));
    expect(await request('main', SetConfigDocument, { parentId: 1, value: 'x' })).toEqual({
      isSuccess: false,
      message: null,
      messages: [],
      data: null,
    });
    const saved = { isSuccess: true, message: null, messages: [], data: { id: 5 } };
    stubFetch(() => ({ data: { setConfig: saved } }));
    expect(await request('main', SetConfigDocument, { parentId: 1, value: 'x' })).toEqual(saved);
  });
});
