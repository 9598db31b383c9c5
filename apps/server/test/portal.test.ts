import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from './harness.ts';

const ME = '{ me { isSuccess messages { code } data { id name surname } } }';

describe('the portal (employee) service', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('an employee signs in with VerifyUser and reads who they are', async () => {
    const employee = await server.signInEmployee(tenant, 'Ayşe', 'Yılmaz');
    const me = await server.call(ME, {}, { token: employee.token, service: 'portal' });
    expect(me).toMatchObject({
      isSuccess: true,
      data: { id: employee.userId, name: 'Ayşe', surname: 'Yılmaz' },
    });
  });

  it('an employee cannot sign in to the panel with the same, right credentials', async () => {
    const employee = await server.signInEmployee(tenant);
    const panel = await server.verify(tenant.tag, employee.email, employee.password);
    expect(panel).toMatchObject({ isSuccess: false, messages: [{ code: 'InvalidCredentials' }] });
  });

  it('a portal token is not a panel session, and a panel token is not a portal identity', async () => {
    const employee = await server.signInEmployee(tenant);
    const panelToken = await server.signIn(tenant);
    const onPanel = await server.call(
      '{ currentUser { isSuccess messages { code } } }',
      {},
      { token: employee.token },
    );
    expect(onPanel).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
    const onPortal = await server.call(ME, {}, { token: panelToken, service: 'portal' });
    expect(onPortal).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
  });

  it('wrong passwords get the same answer as on the panel', async () => {
    const answer = await server.verify(tenant.tag, 'nobody@x.test', 'nope-1234', 'en', 'VerifyUser');
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'InvalidCredentials' }] });
  });
});
