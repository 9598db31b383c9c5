import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from './harness.ts';

interface Place {
  id: number;
  name: string;
}

describe('reference data', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  it('lists the 81 provinces of Türkiye in Turkish order, 5 per page', async () => {
    const query = `query($p: CityPagerModel) { cities(pagerModel: $p) { isSuccess totalItemCount data { id name country { id name } } } }`;
    const first = await call<(Place & { country: Place })[]>(query, {
      p: { pageSize: 5, pageNumber: 1, countryId: 1, sortColumn: 'name' },
    });
    expect(first.totalItemCount).toBe(81);
    expect(first.data.map((c) => c.name)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Aksaray']);
    expect(first.data[0]?.country).toEqual({ id: 1, name: 'Türkiye' });
    const all = await call<Place[]>(query, { p: { pageSize: 100, countryId: 1 } });
    const names = all.data.map((c) => c.name);
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Isparta'));
    const last = await call<Place[]>(query, { p: { pageSize: 5, pageNumber: 17, countryId: 1 } });
    expect(last.data.map((c) => c.name)).toEqual(['Zonguldak']);
  });

  it('lists the towns of a city and the districts of a town', async () => {
    const towns = await call<(Place & { city: Place })[]>(
      `{ towns(pagerModel: { cityId: 34, pageSize: 5 }) { totalItemCount data { id name city { id name } } } }`,
    );
    expect(towns.totalItemCount).toBe(39);
    expect(towns.data[0]).toMatchObject({ name: 'Adalar', city: { id: 34, name: 'İstanbul' } });
    const kadikoy = await call<Place[]>(
      `{ towns(pagerModel: { cityId: 34, searchText: "Kadık" }) { data { id name } } }`,
    );
    expect(kadikoy.data.map((t) => t.name)).toEqual(['Kadıköy']);
    const districts = await call<(Place & { town: Place })[]>(
      `query($t: Int) { districts(pagerModel: { townId: $t, pageSize: 10 }) { totalItemCount data { name town { name } } } }`,
      { t: kadikoy.data[0]?.id },
    );
    expect(districts.data).toHaveLength(10);
    expect(districts.totalItemCount).toBeGreaterThan(10);
    expect(districts.data.every((d) => d.town.name === 'Kadıköy')).toBe(true);
  });

  it('ignores a search text shorter than 3 characters', async () => {
    const short = await call(`{ towns(pagerModel: { cityId: 34, searchText: "Ka" }) { totalItemCount } }`);
    expect(short.totalItemCount).toBe(39);
  });

  it('searches % and _ literally', async () => {
    const wild = await call(`{ towns(pagerModel: { cityId: 34, searchText: "%%%" }) { totalItemCount } }`);
    expect(wild.totalItemCount).toBe(0);
  });

  it('has no mutations for places (read-only)', async () => {
    const { body } = await server.graphql(
      'mutation { createCity(inputModel: { name: "X" }) { isSuccess } }',
      {},
      { token },
    );
    expect(body.errors?.[0]?.message).toContain('createCity');
  });

  it('refuses page sizes outside 1..5000 and unknown sort columns, naming the field', async () => {
    for (const [pager, tr, en] of [
      ['{ pageSize: 0 }', 'Sayfa boyutu', 'Page size'],
      ['{ pageSize: 5001 }', 'Sayfa boyutu', 'Page size'],
      ['{ pageNumber: 0 }', 'Sayfa', 'Page'],
      ['{ sortColumn: "passwordHash" }', 'Sıralama sütunu', 'Sort column'],
    ] as const) {
      const q = `{ genders(pagerModel: ${pager}) { isSuccess message messages { code } data { id } } }`;
      const answer = await call(q);
      expect(answer).toMatchObject({ isSuccess: false, data: null, messages: [{ code: 'Validation' }] });
      expect(answer.message).toContain(tr);
      expect((await call(q, {}, 'en')).message).toContain(en);
    }
  });

  it('keeps location coordinates to 7 decimals and validates their range', async () => {
    const created = await call<{ id: number }>(
      `mutation { createLocation(inputModel: { name: "Merkez Ofis", latitude: 41.012345678, longitude: 28.97612349, isDefined: true }) { isSuccess data { id } } }`,
    );
    expect(created.isSuccess).toBe(true);
    const read = await call<{ latitude: number; longitude: number; isDefined: boolean; isActive: boolean }>(
      `query($id: Int!) { location(id: $id) { data { latitude longitude isDefined isActive } } }`,
      { id: created.data.id },
    );
    expect(read.data).toEqual({
      latitude: 41.0123457,
      longitude: 28.9761235,
      isDefined: true,
      isActive: true,
    });
    const outOfRange = await call(
      `mutation { createLocation(inputModel: { name: "Uzak", latitude: 91, longitude: 0 }) { isSuccess message } }`,
      {},
      'en',
    );
    expect(outOfRange).toMatchObject({ isSuccess: false, message: 'Latitude: Must be at most 90' });
  });

  it('lists locations newest first', async () => {
    await call(
      `mutation { createLocation(inputModel: { name: "İkinci", latitude: 40, longitude: 29 }) { isSuccess } }`,
    );
    const list = await call<Place[]>(`{ locations(pagerModel: { pageSize: 2 }) { data { id name } } }`);
    expect(list.data[0]?.name).toBe('İkinci');
    expect((list.data[0]?.id ?? 0) > (list.data[1]?.id ?? 0)).toBe(true);
  });

  it('answers NotFound for an id that does not exist and for a delete of nothing', async () => {
    expect(await call('{ gender(id: 999999) { isSuccess messages { code } } }')).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
    expect(await call('mutation { deleteGender(id: 999999) { isSuccess messages { code } } }')).toMatchObject(
      {
        messages: [{ code: 'NotFound' }],
      },
    );
  });
});
