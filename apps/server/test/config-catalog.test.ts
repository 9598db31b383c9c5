import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from './harness.ts';

const NAMES = `{ configs(pagerModel: { pageSize: 100 }) { isSuccess data { name } } }`;

/** The settings are defined in code; every tenant gets the ones it lacks when its database opens. */
describe('the configuration catalog', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('reaches a tenant made before a setting existed', async () => {
    const token = await server.signIn(tenant);
    const names = async () =>
      ((await server.call<{ name: string }[]>(NAMES, {}, { token })).data ?? []).map((row) => row.name);
    const all = await names();
    expect(all).toEqual(expect.arrayContaining(['loginMethod', 'passwordSendMethod']));
    // a tenant from before: one setting missing
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.execute(sql`delete from config_settings where code = 'passwordSendMethod'`),
    );
    expect(await names()).not.toContain('passwordSendMethod');
    // the next open of its database (after a restart, or an idle close) adds it back
    await server.server.services.tenants.closeAll();
    expect((await names()).sort()).toEqual([...all].sort());
  });
});
