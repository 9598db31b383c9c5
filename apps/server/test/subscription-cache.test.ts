import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/control.schema.ts';
import { TestServer, type Tenant } from './harness.ts';

const LEVELS = '{ levels(pagerModel: { pageSize: 5 }) { isSuccess messages { code } } }';
const CACHE_MS = 400;

/**
 * Every signed-in request reads its tenant's subscription (is it active?): the answer is kept for
 * TOKEN_CACHE_MS, and the control store's own writes show at once (tenancy/control-store.ts).
 */
describe("the tenant's subscription, kept for TOKEN_CACHE_MS", () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start({ tokenCacheMs: CACHE_MS });
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  const control = () => server.server.services.control;
  const levels = () => server.call(LEVELS, {}, { token });

  it("shows this process's own branding change at once, and keeps the answer unchanged", async () => {
    expect((await control().findByTag(tenant.tag))?.themeColorCode).not.toBe('#123456');
    await control().updateBranding(tenant.tag, { themeColorCode: '#123456' });
    const read = await control().findByTag(tenant.tag);
    expect(read?.themeColorCode).toBe('#123456');
    expect(Object.isFrozen(read)).toBe(true);
  });

  it("refuses a suspended tenant's token within TOKEN_CACHE_MS of another process suspending it", async () => {
    expect(await levels()).toMatchObject({ isSuccess: true });
    // as the tenant CLI in another process would: straight into the control database
    await control()
      .db.update(subscriptions)
      .set({ isActive: false })
      .where(eq(subscriptions.tag, tenant.tag));
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
    expect(await levels()).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
    await control().db.update(subscriptions).set({ isActive: true }).where(eq(subscriptions.tag, tenant.tag));
  });

  it('refuses a removed tenant at once', async () => {
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
    expect(await levels()).toMatchObject({ isSuccess: true });
    await control().remove(tenant.tag);
    expect(await levels()).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
  });
});
