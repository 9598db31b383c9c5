import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from '../harness.ts';
import { tenantChecksum, tenantWriteMark } from './checksum.ts';

/** The walks' "nothing changed" rests on these: a write shows in exactly its table's sum or mark. */
describe('tenantChecksum and tenantWriteMark', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('covers every table and changes with a write to one of them only', async () => {
    const token = await server.signIn(tenant);
    const before = await tenantChecksum(server, tenant.tag);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'genders', 'announcements']));
    const created = await server.call(
      'mutation { createGender(inputModel: { name: "Sağlama" }) { isSuccess } }',
      {},
      { token },
    );
    expect(created.isSuccess).toBe(true);
    const after = await tenantChecksum(server, tenant.tag);
    const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
    // the write and its row in the history of changes (docs/history.md), nothing else
    expect(changed).toEqual(['audit_log', 'genders']);
  });

  it('the write mark moves with an insert, an update and a delete, in that table only', async () => {
    const token = await server.signIn(tenant);
    const changedBy = async (write: string) => {
      const before = await tenantWriteMark(server, tenant.tag);
      const answer = await server.call<{ id?: number } | null>(write, {}, { token });
      expect(answer.isSuccess, write).toBe(true);
      const after = await tenantWriteMark(server, tenant.tag);
      return {
        id: answer.data?.id,
        changed: Object.keys(before).filter((name) => before[name] !== after[name]),
      };
    };
    const created = await changedBy(
      'mutation { createGender(inputModel: { name: "İşaret" }) { isSuccess data { id } } }',
    );
    expect(created.changed).toEqual(['audit_log', 'genders']);
    const updated = await changedBy(
      `mutation { updateGender(inputModel: { id: ${created.id}, name: "İşaret 2" }) { isSuccess } }`,
    );
    expect(updated.changed).toEqual(['audit_log', 'genders']);
    const deleted = await changedBy(`mutation { deleteGender(id: ${created.id}) { isSuccess } }`);
    expect(deleted.changed).toEqual(['audit_log', 'genders']);
    // nothing written: the same mark
    const read = await changedBy('{ genders(pagerModel: { pageSize: 1 }) { isSuccess } }');
    expect(read.changed).toEqual([]);
  });
});
