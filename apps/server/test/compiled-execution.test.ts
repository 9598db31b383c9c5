import { describe, expect, it } from 'vitest';
import { CREATE_USER, usePeople, type PeopleFixture } from './people-fixture.ts';

const USERS = `query Users($p: UserPagerModel, $withRole: Boolean!) {
  users(userPagerModel: $p) { isSuccess totalItemCount messages { code } data { ...Person } }
  again: users(userPagerModel: { pageSize: 1, pageNumber: 2 }) { totalItemCount data { id } }
}
fragment Person on User { id name surname email isActive createTime role @include(if: $withRole) { name } department { name } }`;
const USER =
  'query One($id: Int!) { user(id: $id) { isSuccess message messages { code message } data { id name } } }';

/**
 * GRAPHQL_JIT_AFTER (app/compiled-execution.ts): a document's first runs go through graphql-js's executor,
 * the later ones through graphql-jit's compiled function. What a client sees must not change at the switch:
 * each operation here runs twice before it (the server compiles from the third run) and twice after, and
 * the answer before and after is the same — data, envelopes, refusals, GraphQL errors and their status.
 */
describe('the compiled executor answers as the standard one', () => {
  let p: PeopleFixture;
  usePeople(
    (fixture) => {
      p = fixture;
    },
    { graphqlJitAfter: 3 },
  );

  const twoAndTwo = async (query: string, variables: Record<string, unknown>, token: string | undefined) => {
    const runs = [];
    for (let i = 0; i < 4; i++) runs.push(await p.server.graphql(query, variables, { token }));
    return runs;
  };

  const cases: [string, string, () => Record<string, unknown>, boolean?][] = [
    [
      'a list with a fragment, an alias, @include and its relations',
      USERS,
      () => ({ p: { pageSize: 5 }, withRole: true }),
    ],
    ['the same list without the included field', USERS, () => ({ p: { pageSize: 5 }, withRole: false })],
    ['a record that does not exist (the envelope)', USER, () => ({ id: 999_999 })],
    [
      'a variable of the wrong type (a GraphQL error)',
      USERS,
      () => ({ p: { pageSize: 'çok' }, withRole: true }),
    ],
    ['a required variable missing', USER, () => ({})],
    [
      'an input refused by validation (nothing written)',
      CREATE_USER,
      () => ({ i: { name: '', surname: 'X', roleId: 1 } }),
    ],
    ['no token (the sign-in refusal)', USER, () => ({ id: 1 }), false],
  ];

  it.each(cases)('%s', async (_, query, variables, signedIn = true) => {
    const runs = await twoAndTwo(query, variables(), signedIn ? p.token : undefined);
    expect(runs[2]).toEqual(runs[1]);
    expect(runs[3]).toEqual(runs[0]);
  });

  it('the answers above are the ones a client expects (so equal is not equal nothing)', async () => {
    const [list] = await twoAndTwo(USERS, { p: { pageSize: 5 }, withRole: true }, p.token);
    const users = (list!.body.data as unknown as { users: { data: { role?: { name: string } }[] } }).users;
    expect(users.data.length).toBeGreaterThan(0);
    expect(users.data[0]!.role?.name).toBeTruthy();
    const [wrong] = await twoAndTwo(USERS, { p: { pageSize: 'çok' }, withRole: true }, p.token);
    expect(wrong!.body.errors?.[0]?.message).toContain('$p');
    const [missing] = await twoAndTwo(USER, { id: 999_999 }, p.token);
    expect(missing!.body.data).toMatchObject({
      user: { isSuccess: false, messages: [{ code: 'NotFound' }] },
    });
  });
});
