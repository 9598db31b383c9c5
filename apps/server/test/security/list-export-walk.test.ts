import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKit } from '../../src/app/schemas.ts';
import { registeredEntities } from '../../src/crud/register-entity.ts';
import { operationArea, operationPermissions } from '../../src/graphql/operation-permissions.ts';
import { translate } from '@pano/contract';
import { TestServer, type Tenant } from '../harness.ts';
import { setPermissions, signInWithRole, type RoleUser } from '../permissions-fixture.ts';

const kit = buildKit('main');

/** Every generic list with the permission area it is declared in. */
const lists = registeredEntities(kit).flatMap((def) => {
  const area = def.api.list ? operationArea(kit, def.api.list) : undefined;
  return def.api.list && area ? [{ list: def.api.list, area }] : [];
});

const EXPORT = `query($i: ExportListInput!) { exportList(inputModel: $i) { isSuccess message messages { code } } }`;

/**
 * `exportList` is declared for every signed-in panel user (docs/permissions.md): what it needs depends on the
 * list it names, the list's area's `export`. Walked over every generic list: a role without it is refused
 * naming it; a role holding only that area's export and read is not refused for a permission.
 */
describe('every list’s Excel file needs its area’s export', () => {
  let server: TestServer;
  let tenant: Tenant;
  let nothing: RoleUser;
  let one: RoleUser;
  const exportAs = (token: string, list: string) =>
    server.call(EXPORT, { i: { list, columns: [{ path: 'id', header: 'No' }] } }, { token, lang: 'en' });

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    nothing = await signInWithRole(server, tenant);
    one = await signInWithRole(server, tenant);
  });
  afterAll(() => server.stop());

  it('is open to every signed-in user and walks every list', () => {
    expect(operationPermissions(kit).get('exportList')).toBe('signedIn');
    expect(lists.length).toBeGreaterThan(50);
    expect(lists.map((entry) => entry.list)).toEqual(expect.arrayContaining(['users', 'announcements']));
  });

  it('a role without the list’s area’s export is refused naming it', async () => {
    for (const { list, area } of lists) {
      const answer = await exportAs(nothing.token, list);
      const permission = `${translate('en', `permissions.areas.${area}`)} — Export`;
      expect(answer, list).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
      expect(answer.message, list).toBe(`You do not have the permission for this: ${permission}.`);
    }
  });

  it('a role holding the area’s export and read is not refused for a permission', async () => {
    const byArea = new Map<string, string[]>();
    for (const { list, area } of lists) byArea.set(area, [...(byArea.get(area) ?? []), list]);
    for (const [area, names] of byArea) {
      await setPermissions(server, tenant.tag, one.roleId, [
        { area, action: 'export' },
        { area, action: 'read' },
      ]);
      for (const list of names) {
        const answer = await exportAs(one.token, list);
        expect(
          answer.messages.map((message) => message.code),
          list,
        ).not.toContain('Forbidden');
      }
    }
  });
});
