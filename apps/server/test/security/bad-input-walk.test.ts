import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from '../harness.ts';
import {
  allOperations,
  documentFor,
  hasLeaf,
  LEAK,
  ownToken,
  SESSION_OPERATIONS,
  variablesFor,
  type SideTokens,
  type Variant,
} from './schema-walk.ts';
import { tenantWriteMark } from './checksum.ts';

type Answer = { result?: { isSuccess: boolean; message: string | null; messages: { code: string }[] } };

/**
 * Generated from the schema: every operation with arguments gets hostile values in every leaf. Nothing
 * answers 5xx, leaks internals or fails with an unexpected error; oversized text and out-of-range numbers are refused and change nothing;
 * SQL and HTML fragments are either refused or kept as plain text.
 */
const operations = allOperations().filter((op) => op.args.length > 0 && !SESSION_OPERATIONS.has(op.name));

describe('hostile inputs', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let sides: SideTokens;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    sides = { panel: token, portal: (await server.signInEmployee(tenant)).token };
  });
  afterAll(() => server.stop());

  const send = async (op: (typeof operations)[number], variant: Variant) => {
    const answer = await server.graphql<Answer>(documentFor(op), variablesFor(op, variant), {
      token: ownToken(op, sides),
      service: op.service,
    });
    expect(answer.status, `${op.name} ${variant}`).toBeLessThan(500);
    expect(JSON.stringify(answer.body), `${op.name} ${variant}`).not.toMatch(LEAK);
    // a refusal is a clear message (Validation, NotFound …), never an unexpected error
    expect(answer.body.data?.result?.messages?.[0]?.code, `${op.name} ${variant}`).not.toBe('Unexpected');
    return answer.body;
  };

  it.each(operations.map((op) => [op.name, op] as const))(
    '%s: oversized text and huge numbers are refused',
    async (_n, op) => {
      const before = await tenantWriteMark(server, tenant.tag);
      for (const variant of ['longText', 'hugeNumber'] as const) {
        if (variant === 'longText' && !hasLeaf(op, 'String')) continue;
        if (variant === 'hugeNumber' && !hasLeaf(op, 'Int') && !hasLeaf(op, 'Float')) continue;
        const body = await send(op, variant);
        const refused = Boolean(body.errors?.length) || body.data?.result?.isSuccess === false;
        // a list may accept a long search text or a huge page number and simply find nothing
        if (op.kind === 'mutation') expect(refused, `${op.name} ${variant} was accepted`).toBe(true);
      }
      expect(await tenantWriteMark(server, tenant.tag)).toEqual(before);
    },
  );

  it.each(operations.map((op) => [op.name, op] as const))(
    '%s: negative numbers, SQL and HTML never break it',
    async (_n, op) => {
      for (const variant of ['negative', 'sql', 'html'] as const) await send(op, variant);
      const probe = await server.call(
        '{ genders(pagerModel: { pageSize: 1 }) { isSuccess } }',
        {},
        { token },
      );
      expect(probe.isSuccess).toBe(true);
    },
  );
});
