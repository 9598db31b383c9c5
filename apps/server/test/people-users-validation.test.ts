import { describe, expect, it } from 'vitest';
import { CREATE_USER, usePeople, type PeopleFixture } from './people-fixture.ts';

describe('user validation: every rule refused by the server, in both languages, nothing written', () => {
  let p: PeopleFixture;
  let valid: Record<string, unknown>;
  usePeople((fixture) => {
    p = fixture;
    valid = {
      roleId: p.roles.Personel,
      departmentId: p.departments['Finans'],
      name: 'Geçerli',
      surname: 'Kişi',
    };
  });

  it.each([
    ['role missing', { roleId: null }, 'Rol: Bu alan zorunludur', 'Role: This field is required'],
    [
      'department missing',
      { departmentId: undefined },
      'Departman: Bu alan zorunludur',
      'Department: This field is required',
    ],
    ['name blank', { name: '  ' }, 'Ad: Bu alan zorunludur', 'Name: This field is required'],
    ['surname missing', { surname: null }, 'Soyad: Bu alan zorunludur', 'Surname: This field is required'],
    ['email pattern', { email: 'ali@' }, 'E-posta alanını kontrol edin', 'Check the Email field'],
    [
      'gsm 9 digits',
      { gsm: '532123456' },
      'GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)',
      'GSM: Enter a 10-digit mobile number (5XX XXX XX XX)',
    ],
    [
      'gsm 11 digits',
      { gsm: '15321234567' },
      'GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)',
      'GSM: Enter a 10-digit mobile number (5XX XXX XX XX)',
    ],
    [
      'gsm letters',
      { gsm: '53212a4567' },
      'GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)',
      'GSM: Enter a 10-digit mobile number (5XX XXX XX XX)',
    ],
    [
      'national id 10 digits',
      { nationalityIdentityNumber: '1000000014' },
      'TC kimlik no alanını kontrol edin',
      'Check the National identity number field',
    ],
    [
      'national id 12 digits',
      { nationalityIdentityNumber: '100000001461' },
      'TC kimlik no alanını kontrol edin',
      'Check the National identity number field',
    ],
    [
      'totalDayOff below 0 (spec 001 §5: Required)',
      { totalDayOff: -1 },
      'Toplam izin günü: Bu alan zorunludur',
      'Total days off: This field is required',
    ],
    [
      'birth date',
      { birthDate: '2020-13-45' },
      'Doğum tarihi: Takvimde olan bir gün girin',
      'Birth date: Enter a day that exists on the calendar',
    ],
    ['unknown role', { roleId: 9999 }, 'Rol: Böyle bir kayıt yok', 'Role: No such record'],
    [
      'unknown department',
      { departmentId: 9999 },
      'Departman: Böyle bir kayıt yok',
      'Department: No such record',
    ],
  ])('%s', async (_name, change, tr, en) => {
    const before = await p.count('users', 'userPagerModel');
    for (const [lang, message] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const answer = await p.call(CREATE_USER, { i: { ...valid, ...change } }, { lang });
      expect(answer).toMatchObject({
        isSuccess: false,
        message,
        messages: [{ code: 'Validation', message }],
      });
    }
    expect(await p.count('users', 'userPagerModel')).toBe(before);
  });

  it('refuses a second user with the same email (any case) and changes nothing on a failed update', async () => {
    await p.createUser({ email: 'tek@x.test' });
    const twin = await p.call(CREATE_USER, { i: { ...valid, email: 'TEK@x.test' } });
    expect(twin).toMatchObject({ isSuccess: false, messages: [{ code: 'Conflict' }] });
    const id = await p.createUser({ name: 'Değişmez' });
    const failed = await p.call(
      `mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess } }`,
      { i: { ...valid, id, name: 'Değişti', email: 'tek@x.test' } },
    );
    expect(failed.isSuccess).toBe(false);
    const read = await p.call<{ name: string }>(`query($id: Int!) { user(id: $id) { data { name } } }`, {
      id,
    });
    expect(read.data.name).toBe('Değişmez');
  });
});
