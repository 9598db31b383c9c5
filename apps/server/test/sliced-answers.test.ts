import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

const PAGE =
  'users(userPagerModel: { pageSize: 1000, pageNumber: 1 }) { isSuccess data { id name surname email role { name } } }';

/**
 * A large answer is written in slices (app/sliced-answers.ts); what a client reads must be the text Yoga
 * would have written, with the same status and content type, whatever the Accept.
 */
describe('large answers, written in slices', () => {
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
  });

  const post = async (query: string, accept?: string) => {
    const response = await fetch(`${p.server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${p.token}`,
        ...(accept ? { accept } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  it('answers the same text as the one-piece path', async () => {
    await p.server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db.execute(sql`insert into users (name, surname, email)
        select 'Işıl', 'Öztürk "' || i || '"', 'kisi' || i || '@dilim.test' from generate_series(1, 1100) i`),
    );
    // one page of a thousand rows stays under the slicing size; two aliases of it go over
    const one = await post(`{ a: ${PAGE} }`);
    const two = await post(`{ a: ${PAGE} b: ${PAGE} }`);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.type).toBe(one.type);
    const aText = one.text.slice('{"data":{"a":'.length, -2);
    expect(JSON.parse(aText).data).toHaveLength(1000);
    expect(two.text).toBe(`{"data":{"a":${aText},"b":${aText}}}`);
  });

  it.each(['application/graphql-response+json', 'application/json', '*/*'])(
    'answers with the content type a small answer gets for accept %s',
    async (accept) => {
      const small = await post('{ currentUser { isSuccess } }', accept);
      const large = await post(`{ a: ${PAGE} b: ${PAGE} }`, accept);
      expect([large.status, large.type]).toEqual([small.status, small.type]);
      expect(JSON.parse(large.text).data.b.data).toHaveLength(1000);
    },
  );
});
