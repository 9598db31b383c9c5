import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@pano/contract';
import { DEMO_EDITOR, seedDemoPermissions } from '../src/seed/demo-permissions.seed.ts';
import { TestServer, type Tenant } from './harness.ts';

/** The demo's 'Editor' (docs/permissions.md): announcements and their categories, nothing else. */
describe('the demo editor', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    await server.server.services.tenants.withTenant(tenant.tag, (db) => seedDemoPermissions(db));
    token = await server.signIn({
      tag: tenant.tag,
      email: DEMO_EDITOR.email,
      password: DEMO_EDITOR.password,
    });
  });
  afterAll(() => server.stop());

  it('signs in to the panel as editor@pano.local / pano1234 and holds announcements only', async () => {
    const me = await server.call<{ permissions: Permission[] }>(
      '{ currentUser { isSuccess data { permissions { area action } } } }',
      {},
      { token },
    );
    expect(me.data.permissions.map((p) => `${p.area}.${p.action}`).sort()).toEqual([
      'announcements.create',
      'announcements.delete',
      'announcements.export',
      'announcements.read',
      'announcements.update',
    ]);
  });

  it('reads and writes announcements and categories', async () => {
    expect((await server.call('{ announcements { isSuccess } }', {}, { token })).isSuccess).toBe(true);
    expect((await server.call('{ categories { isSuccess } }', {}, { token })).isSuccess).toBe(true);
    const created = await server.call(
      'mutation { createCategory(inputModel: { name: "Editörden", icon: "Groups", isNotification: 0 }) { isSuccess messages { code message } } }',
      {},
      { token },
    );
    expect(created.isSuccess).toBe(true);
  });

  it('is refused complaints, settings and the permission matrix, in the caller language', async () => {
    const complaints = await server.call(
      '{ complaints { isSuccess message messages { code } } }',
      {},
      { token, lang: 'en' },
    );
    expect(complaints).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    expect(complaints.message).toBe('You do not have the permission for this: Complaints — Read.');
    const configs = await server.call('{ configs { isSuccess messages { code } } }', {}, { token });
    expect(configs).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    const matrix = await server.call(
      'mutation { setRolePermissions(inputModel: { roleId: 1, permissions: [] }) { isSuccess messages { code } } }',
      {},
      { token },
    );
    expect(matrix).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
  });
});
