import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceEntities } from '../src/modules/reference/reference.entities.ts';
import type { EntityDefinition } from '../src/crud/entity-definition.ts';
import { TestServer } from './harness.ts';

/** A valid create input for a definition, from its contract schema's field types. */
function sampleInput(def: EntityDefinition, suffix: string): Record<string, unknown> {
  const values: Record<string, unknown> = {
    name: `Örnek ${def.typeName} ${suffix}`,
    latitude: 41.1,
    longitude: 29.1,
    isDefined: true,
  };
  const shape = def.create?.input.shape ?? {};
  return Object.fromEntries(Object.keys(shape).map((key) => [key, values[key]]));
}

const writable = referenceEntities.filter((def) => def.create && def.update && def.remove);

/**
 * Walks the entity registry: every entity with writes gets the same create → read → list → update →
 * passive → delete cycle over HTTP. A new registry entry is covered without editing this test.
 */
describe.each(writable.map((def) => [def.typeName, def] as const))('generic CRUD: %s', (_name, def) => {
  let server: TestServer;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    server.call<T>(query, variables, { token });
  const fields = 'id name' + (def.hasActive ? ' isActive' : '');

  beforeAll(async () => {
    server = await TestServer.start();
    token = await server.signIn(await server.createTenant());
  });
  afterAll(() => server.stop());

  it('creates, reads, lists, updates, makes passive and deletes', async () => {
    const input = sampleInput(def, 'bir');
    const created = await call<{ id: number }>(
      `mutation($i: ${def.typeName}CreateInput!) { ${def.create?.name}(inputModel: $i) { isSuccess messages { message } data { id } } }`,
      { i: input },
    );
    expect(created.isSuccess).toBe(true);
    const id = created.data.id;

    const single = await call<{ name: string; isActive?: boolean }>(
      `query($id: Int!) { ${def.singleName}(id: $id) { data { ${fields} } } }`,
      { id },
    );
    expect(single.data.name).toBe(input.name);
    if (def.hasActive) expect(single.data.isActive).toBe(true);

    const list = async (extra: Record<string, unknown> = {}) =>
      call<{ id: number }[]>(
        `query($p: ${def.typeName}PagerModel) { ${def.listName}(pagerModel: $p) { totalItemCount data { ${fields} } } }`,
        { p: { pageSize: 50, searchText: 'Örnek', ...extra } },
      );
    expect((await list()).data.map((r) => r.id)).toContain(id);

    const update = { ...input, id, name: `${String(input.name)} düzenlendi`, isActive: false };
    const updated = await call(
      `mutation($i: ${def.typeName}UpdateInput!) { ${def.update?.name}(inputModel: $i) { isSuccess } }`,
      { i: update },
    );
    expect(updated.isSuccess).toBe(true);
    if (def.hasActive) {
      expect((await list()).data.map((r) => r.id)).not.toContain(id);
      expect((await list({ isActive: false })).data.map((r) => r.id)).toContain(id);
    }

    const emptyName = await call(
      `mutation($i: ${def.typeName}UpdateInput!) { ${def.update?.name}(inputModel: $i) { isSuccess messages { code } } }`,
      { i: { ...update, name: '   ' } },
    );
    expect(emptyName).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const unchanged = await call<{ name: string }>(
      `query($id: Int!) { ${def.singleName}(id: $id) { data { name } } }`,
      { id },
    );
    expect(unchanged.data.name).toBe(update.name);

    expect(
      (await call(`mutation($id: Int!) { ${def.remove?.name}(id: $id) { isSuccess } }`, { id })).isSuccess,
    ).toBe(true);
    expect(
      await call(`query($id: Int!) { ${def.singleName}(id: $id) { messages { code } } }`, { id }),
    ).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
  });

  it('refuses a create without a name, in both languages, and writes nothing', async () => {
    const before = await call(`{ ${def.listName}(pagerModel: { isActive: true }) { totalItemCount } }`);
    const tr = await server.call(
      `mutation($i: ${def.typeName}CreateInput!) { ${def.create?.name}(inputModel: $i) { isSuccess message } }`,
      { i: { ...sampleInput(def, 'x'), name: '' } },
      { token, lang: 'tr' },
    );
    expect(tr).toMatchObject({ isSuccess: false, message: 'Ad: Bu alan zorunludur' });
    const en = await server.call(
      `mutation($i: ${def.typeName}CreateInput!) { ${def.create?.name}(inputModel: $i) { message } }`,
      { i: { ...sampleInput(def, 'x'), name: undefined } },
      { token, lang: 'en' },
    );
    expect(en.message).toBe('Name: This field is required');
    const after = await call(`{ ${def.listName}(pagerModel: { isActive: true }) { totalItemCount } }`);
    expect(after.totalItemCount).toBe(before.totalItemCount);
  });
});
