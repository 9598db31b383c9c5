import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, DataDirBusyError } from '../src/tenancy/data-lock.ts';
import { provisionTenant, TenantExistsError } from '../src/seed/provision-tenant.ts';
import { TestServer, type Tenant } from './harness.ts';

describe('tenant isolation', () => {
  let server: TestServer;
  let a: Tenant;
  let b: Tenant;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    server = await TestServer.start({ tenantCacheSize: 1 });
    a = await server.createTenant();
    b = await server.createTenant();
    tokenA = await server.signIn(a);
    tokenB = await server.signIn(b);
  });
  afterAll(() => server.stop());

  it('removes the database of a tenant whose creation failed, so that its tag can be created again', async () => {
    const tag = `t-once-${Date.now().toString(36)}`;
    const services = server.server.services;
    // an address too long for its column fails the seeding, once the database was placed
    const failing = provisionTenant(services, {
      tag,
      companyName: 'Bir kez',
      adminEmail: `${'a'.repeat(300)}@once.test`,
      adminPassword: 'pw-once-1234',
    });
    await expect(failing).rejects.toThrow();
    expect(await services.control.findByTag(tag)).toBeUndefined();
    // made again from the template: a half-seeded database kept would refuse the seeding's rows
    const tenant = await server.createTenant(tag);
    const token = await server.signIn(tenant);
    const roles = await server.call<unknown[]>(
      '{ roles(rolePagerModel: { pageSize: 50 }) { data { id } } }',
      {},
      {
        token,
      },
    );
    expect(roles.data.length).toBeGreaterThan(0);
  });

  it('one tag created twice at once makes one tenant; the other creation is told the tag exists', async () => {
    const tag = `t-twice-${Date.now().toString(36)}`;
    const services = server.server.services;
    const tenant = { tag, email: `admin@${tag}.test`, password: 'pw-twice-1234' };
    const create = () =>
      provisionTenant(services, {
        tag,
        companyName: 'İki kez',
        adminEmail: tenant.email,
        adminPassword: tenant.password,
      });
    const results = await Promise.allSettled([create(), create()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(TenantExistsError);
    server.ownTenantDatabase(tag);
    // the tenant that stands is whole: its administrator signs in and reads its roles
    const token = await server.signIn(tenant);
    const roles = await server.call<unknown[]>(
      '{ roles(rolePagerModel: { pageSize: 50 }) { data { id } } }',
      {},
      { token },
    );
    expect(roles.data.length).toBeGreaterThan(0);
  });

  it("never shows or changes one tenant's rows to another", async () => {
    const created = await server.call<{ id: number }>(
      'mutation { createLevel(inputModel: { name: "Yalnız A" }) { isSuccess data { id } } }',
      {},
      { token: tokenA },
    );
    const id = created.data.id;
    const listB = await server.call<{ name: string }[]>(
      '{ levels(pagerModel: { pageSize: 100 }) { data { name } } }',
      {},
      { token: tokenB },
    );
    expect(listB.data.map((l) => l.name)).not.toContain('Yalnız A');
    const readB = await server.call<{ name: string } | null>(
      `query($id: Int!) { level(id: $id) { data { name } } }`,
      { id },
      { token: tokenB },
    );
    expect(readB.data?.name).not.toBe('Yalnız A');
    await server.call(
      `mutation($id: Int!) { updateLevel(inputModel: { id: $id, name: "B yazdı", isActive: false }) { isSuccess } }`,
      { id },
      { token: tokenB },
    );
    await server.call(
      `mutation($id: Int!) { deleteLevel(id: $id) { isSuccess } }`,
      { id },
      { token: tokenB },
    );
    const readA = await server.call<{ name: string; isActive: boolean }>(
      `query($id: Int!) { level(id: $id) { data { name isActive } } }`,
      { id },
      { token: tokenA },
    );
    expect(readA.data).toEqual({ name: 'Yalnız A', isActive: true });
  });

  it('a token cannot be replayed against another tenant by editing its tag', async () => {
    const [header, payload, signature] = tokenA.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, tid: b.tag })).toString('base64url');
    const answer = await server.call(
      '{ levels { isSuccess messages { code } } }',
      {},
      { token: `${header}.${edited}.${signature}` },
    );
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
  });

  it('keeps at most TENANT_CACHE_SIZE idle databases open and reopens on demand', async () => {
    await server.call('{ levels { isSuccess } }', {}, { token: tokenA });
    await server.call('{ levels { isSuccess } }', {}, { token: tokenB });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.server.services.tenants.openCount).toBeLessThanOrEqual(1);
    expect((await server.call('{ levels { isSuccess } }', {}, { token: tokenA })).isSuccess).toBe(true);
  });
});

describe('data lock', () => {
  it('lets one process own an embedded data folder and names the holder to a second', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-lock-'));
    const release = acquireDataLock(dir);
    fs.writeFileSync(path.join(dir, 'pano.lock'), String(process.ppid));
    expect(() => acquireDataLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataLock(dir)).toThrow(/in use by another Pano process \(pid \d+\)/);
    fs.writeFileSync(path.join(dir, 'pano.lock'), '999999999');
    const again = acquireDataLock(dir);
    again();
    release();
    expect(fs.existsSync(path.join(dir, 'pano.lock'))).toBe(false);
  });
});
