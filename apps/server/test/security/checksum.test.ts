import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from '../harness.ts';
import { tenantChecksum } from './checksum.ts';

/** The walks' "nothing changed" rests on this: a write shows in exactly its table's sum. */
describe('tenantChecksum', () => {
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
});
