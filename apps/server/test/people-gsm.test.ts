import { describe, expect, it } from 'vitest';
import { CREATE_USER, usePeople, type PeopleFixture } from './people-fixture.ts';

const UPDATE_USER =
  'mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess message messages { code message field } } }';
const READ = 'query($id: Int!) { user(id: $id) { data { gsm } } }';

/** Issue 26 §1.5: a GSM written the usual ways is stored as the spec's 10 digits, on every write of a user. */
describe('GSM numbers on a user', () => {
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
  });
  const base = () => ({
    roleId: p.roles.Personel,
    departmentId: Object.values(p.departments)[0],
    name: 'Gsm',
    surname: 'Deneme',
  });
  const gsmOf = async (id: number) => (await p.call<{ gsm: string | null }>(READ, { id })).data.gsm;

  it('create and update store 10 digits from spaces, a leading 0 or +90', async () => {
    const created = await p.call<{ id: number }>(CREATE_USER, { i: { ...base(), gsm: '0532 123 45 67' } });
    expect(created.isSuccess).toBe(true);
    const id = created.data.id;
    expect(await gsmOf(id)).toBe('5321234567');
    const update = (gsm: string) => p.call(UPDATE_USER, { i: { ...base(), id, isActive: true, gsm } });
    expect((await update('+90 (533) 765-43-21')).isSuccess).toBe(true);
    expect(await gsmOf(id)).toBe('5337654321');
    expect((await update('534 111 2233')).isSuccess).toBe(true);
    expect(await gsmOf(id)).toBe('5341112233');
  });

  it('a number written another way is still the same person’s: the second active user is refused', async () => {
    await p.createUser({ gsm: '05550001122' });
    const twin = await p.call(CREATE_USER, { i: { ...base(), gsm: '+90 555 000 11 22' } }, { lang: 'en' });
    expect(twin).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(twin.message).toContain('GSM');
  });

  it('what is no mobile number is refused on the field, in both languages', async () => {
    for (const [lang, message] of [
      ['tr', 'GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)'],
      ['en', 'GSM: Enter a 10-digit mobile number (5XX XXX XX XX)'],
    ] as const) {
      const answer = await p.call(CREATE_USER, { i: { ...base(), gsm: '0532 123 45' } }, { lang });
      expect(answer).toMatchObject({ isSuccess: false, message });
    }
  });
});
