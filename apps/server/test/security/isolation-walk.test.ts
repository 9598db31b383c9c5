import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from '../harness.ts';
import {
  allOperations,
  documentFor,
  ownToken,
  SESSION_OPERATIONS,
  variablesFor,
  type SideTokens,
} from './schema-walk.ts';
import { tenantWriteMark } from './checksum.ts';

/**
 * Generated from the schema: with valid tokens of tenant B, every operation of every service — called with
 * ids and values that exist in tenant A — leaves tenant A's database exactly as it was.
 */
describe("a tenant's token never reaches another tenant's data", () => {
  let server: TestServer;
  let a: Tenant;
  let b: Tenant;
  let tokensB: SideTokens;

  beforeAll(async () => {
    server = await TestServer.start();
    a = await server.createTenant();
    b = await server.createTenant();
    tokensB = { panel: await server.signIn(b), portal: (await server.signInEmployee(b)).token };
  });
  afterAll(() => server.stop());

  it("every operation with tenant B's token leaves tenant A unchanged", async () => {
    const before = await tenantWriteMark(server, a.tag);
    for (const op of allOperations()) {
      if (SESSION_OPERATIONS.has(op.name)) continue;
      for (const id of [1, 2, 3]) {
        const variables = variablesFor(op, 'valid');
        if ('id' in variables) variables.id = id;
        const answer = await server.graphql(documentFor(op), variables, {
          token: ownToken(op, tokensB),
          service: op.service,
        });
        expect(answer.status, op.name).toBeLessThan(500);
      }
    }
    expect(await tenantWriteMark(server, a.tag)).toEqual(before);
  });
});
