import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { TestServer, type Tenant } from '../harness.ts';
import {
  allOperations,
  documentFor,
  LEAK,
  otherSideToken,
  variablesFor,
  type Operation,
  type SideTokens,
} from './schema-walk.ts';
import { tenantWriteMark } from './checksum.ts';

/**
 * Generated from the schema: every operation of every service, called without a token and with every kind
 * of bad token — including a valid token of the other side (an employee's portal token on a panel
 * operation, an administrator's panel token on a portal one) — answers AuthRequired / TokenInvalid, returns
 * nothing and changes nothing. A new operation is covered without editing this file.
 */
const operations = allOperations();

describe('every operation refuses callers without a valid token', () => {
  let server: TestServer;
  let tenant: Tenant;
  const badTokens: Record<string, string> = {};
  let sides: SideTokens;
  let before: Record<string, string>;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    const valid = await server.signIn(tenant);
    const [, payload] = valid.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    // the server's own key (imported once as an HMAC key)
    const secret = await (server.server.services.signer as unknown as { secret: Promise<CryptoKey> }).secret;
    const resign = (extra: Record<string, unknown>, key: CryptoKey | Uint8Array = secret) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    badTokens.expired = await resign({ exp: Math.floor(Date.now() / 1000) - 60 });
    badTokens.otherKey = await resign({}, new TextEncoder().encode('some-other-secret-of-sufficient-length'));
    badTokens.algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    badTokens.connectionToken = (await server.getSubscription(tenant.tag)).data.connectionString;
    badTokens.garbage = 'x.y.z';
    const revoked = await server.signIn(tenant);
    await server.call('mutation { logout { isSuccess } }', {}, { token: revoked });
    badTokens.revoked = revoked;
    sides = { panel: valid, portal: (await server.signInEmployee(tenant)).token };
    before = await tenantWriteMark(server, tenant.tag);
  });
  afterAll(() => server.stop());

  const call = (op: Operation, token?: string) =>
    server.graphql<{ result: { isSuccess: boolean; messages: { code: string }[] } }>(
      documentFor(op),
      variablesFor(op, 'valid'),
      { token, service: op.service },
    );

  it.each(operations.map((op) => [`${op.service} ${op.kind} ${op.name}`, op] as const))(
    '%s: AuthRequired without a token, TokenInvalid with bad ones',
    async (_label, op) => {
      const anonymous = await call(op);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.errors).toBeUndefined();
      expect(anonymous.body.data?.result).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'AuthRequired' }],
      });
      const tokens = { ...badTokens, otherSide: otherSideToken(op, sides) };
      for (const [kind, token] of Object.entries(tokens)) {
        const answer = await call(op, token);
        expect(answer.body.data?.result, kind).toMatchObject({
          isSuccess: false,
          messages: [{ code: 'TokenInvalid' }],
        });
        expect(JSON.stringify(answer.body)).not.toMatch(LEAK);
      }
    },
  );

  it('changed nothing in the tenant', async () => {
    expect(await tenantWriteMark(server, tenant.tag)).toEqual(before);
  });
});
