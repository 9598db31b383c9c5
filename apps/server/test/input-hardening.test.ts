import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

const CREATE_GENDER =
  'mutation($i: GenderCreateInput!) { createGender(inputModel: $i) { isSuccess message messages { code message } data { id } } }';

describe('bad input is a field-named Validation error, never Unexpected (docs/api.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
  });
  afterAll(() => server.stop());

  it('refuses a NUL byte anywhere: a name, a search, an employee’s complaint', async () => {
    expect(await p.call(CREATE_GENDER, { i: { name: 'Kad\u0000ın' } })).toMatchObject({
      isSuccess: false,
      message: 'Ad: Görünmeyen kontrol karakterleri içeremez',
      messages: [{ code: 'Validation' }],
    });
    const search = await p.call(
      'query($p: GenderPagerModel) { genders(pagerModel: $p) { isSuccess messages { code } } }',
      {
        p: { searchText: 'ab\u0000c' },
      },
    );
    expect(search).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const employee = await server.signInEmployee(p.tenant);
    const types = await server.call<{ id: number }[]>(
      '{ complaintTypes { data { id } } }',
      {},
      { token: employee.token, service: 'portal' },
    );
    const complaint = await server.call(
      'mutation($i: SendComplaintInput!) { sendComplaint(inputModel: $i) { isSuccess messages { code message } } }',
      { i: { complaintTypeId: types.data[0]?.id ?? 1, description: 'Yemekhane\u0000 soğuk' } },
      { token: employee.token, service: 'portal', lang: 'en' },
    );
    expect(complaint).toMatchObject({
      isSuccess: false,
      messages: [
        { code: 'Validation', message: 'Description: Must not contain invisible control characters' },
      ],
    });
  });

  it('refuses a day that does not exist (2023-02-31) on the birth date field', async () => {
    const answer = await p.call(
      'mutation($i: UserCreateInput!) { createUser(inputModel: $i) { isSuccess message messages { code } } }',
      {
        i: {
          roleId: p.roles.Personel,
          departmentId: Object.values(p.departments)[0],
          name: 'Şubat',
          surname: 'Otuzbir',
          birthDate: '2023-02-31',
        },
      },
    );
    expect(answer).toMatchObject({
      isSuccess: false,
      message: 'Doğum tarihi: Takvimde olan bir gün girin',
      messages: [{ code: 'Validation' }],
    });
  });

  it('drops zero-width and right-to-left override characters from names', async () => {
    const created = await p.call<{ id: number }>(CREATE_GENDER, { i: { name: 'Be\u200Blirt\u202Emeyen' } });
    expect(created.isSuccess).toBe(true);
    const read = await p.call<{ name: string }>('query($id: Int!) { gender(id: $id) { data { name } } }', {
      id: created.data.id,
    });
    expect(read.data.name).toBe('Belirtmeyen');
    // and so a look-alike of an existing name is the same name
    expect(await p.call(CREATE_GENDER, { i: { name: 'Bel\u200Dirtmeyen' } })).toMatchObject({
      messages: [{ code: 'Validation' }],
    });
  });
});

describe('production: what errors and origins may learn', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start({
      production: true,
      corsOrigins: ['https://panel.example', 'https://portal.example'],
    });
    token = await server.signIn(await server.createTenant());
  });
  afterAll(() => server.stop());

  it('leaves "Did you mean" out of errors in variable values', async () => {
    const { body } = await server.graphql(CREATE_GENDER, { i: { nam: 'Kadın' } }, { token });
    const messages = (body.errors ?? []).map((e) => e.message).join(' | ');
    expect(messages).toContain('"nam"');
    expect(messages).not.toMatch(/did you mean/i);
  });

  it('answers CORS only for the configured origins, without credentials', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await preflight('https://portal.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: '{ genders { isSuccess } }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });
});
