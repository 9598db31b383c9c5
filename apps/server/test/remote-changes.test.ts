import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_ACTIONS, type Permission } from '@pano/contract';
import { POSTGRES, TestServer, type Tenant } from './harness.ts';
import { signInWithRole } from './permissions-fixture.ts';
import { peopleFixture } from './people-fixture.ts';

const ANNOUNCEMENTS = '{ announcements { isSuccess messages { code } } }';
const USERS = '{ users(userPagerModel: { pageSize: 1, pageNumber: 1 }) { isSuccess totalItemCount } }';
const SET = `mutation($id: Int!, $p: [RolePermissionInput!]!) {
  setRolePermissions(inputModel: { roleId: $id, permissions: $p }) { isSuccess } }`;
const THEME = 'mutation($i: ThemeColorInput!) { setThemeColor(inputModel: $i) { isSuccess } }';
const run = promisify(execFile);
const all = (area: string): Permission[] => STANDARD_ACTIONS.map((action) => ({ area, action }));

/** Asks `probe` again every 20 ms until it answers `expected`; answers what it last said (2 s at most). */
async function soon<T>(probe: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 2_000;
  let last = await probe();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await probe();
  }
  return last;
}

/**
 * Two server processes on one PostgreSQL control database, each keeping answers for a minute
 * (TOKEN_CACHE_MS, COUNT_CACHE_MS): what one changes, the other sees at once, through LISTEN/NOTIFY
 * (tenancy/change-bus.ts, docs/deploy.md "Caches") — not after the minute.
 */
describe.skipIf(!POSTGRES)('changes seen by every process', () => {
  let a: TestServer;
  let b: TestServer;
  let tenant: Tenant;
  let admin: string;
  // the same secret everywhere (docs/deploy.md): a token from one process is good on the other
  const windows = {
    tokenCacheMs: 60_000,
    countCacheMs: 60_000,
    jwtSecret: crypto.randomBytes(32).toString('hex'),
  };

  beforeAll(async () => {
    a = await TestServer.start(windows);
    b = await TestServer.start({ ...windows, databaseUrl: a.config.databaseUrl });
    tenant = await a.createTenant();
    admin = await a.signIn(tenant);
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  const code = async (server: TestServer, query: string, token: string) => {
    const { body } = await server.graphql<Record<string, { messages: { code: string }[] }>>(
      query,
      {},
      { token },
    );
    if (body.errors?.length) return body.errors[0]!.message;
    return Object.values(body.data ?? {})[0]?.messages?.[0]?.code ?? 'ok';
  };

  it('a sign-out through one process is refused by the other on the next request', async () => {
    const token = await a.signIn(tenant);
    expect(await code(b, ANNOUNCEMENTS, token)).toBe('ok'); // B keeps "active" for a minute
    expect(await code(a, 'mutation { logout { isSuccess } }', token)).toBe('ok');
    expect(await soon(() => code(b, ANNOUNCEMENTS, token), 'TokenInvalid')).toBe('TokenInvalid');
    expect(await code(a, ANNOUNCEMENTS, token)).toBe('TokenInvalid');
  });

  it("a role's permission taken through one process is refused by the other", async () => {
    const user = await signInWithRole(a, tenant, all('announcements'));
    expect(await code(b, ANNOUNCEMENTS, user.token)).toBe('ok'); // B keeps the role's permissions
    const fewer = all('announcements').filter((p) => p.action !== 'read');
    expect((await a.call(SET, { id: user.roleId, p: fewer }, { token: admin })).isSuccess).toBe(true);
    expect(await soon(() => code(b, ANNOUNCEMENTS, user.token), 'Forbidden')).toBe('Forbidden');
  });

  it('a branding change through one process is what the other answers', async () => {
    const colour = async () => (await b.getSubscription(tenant.tag)).data.themeColorCode;
    const before = await colour(); // B keeps the subscription
    const changed = await a.call(THEME, { i: { colorCode: '#123456' } }, { token: admin });
    expect(changed.isSuccess).toBe(true);
    expect(before).not.toBe('#123456');
    expect(await soon(colour, '#123456')).toBe('#123456');
  });

  it("a user added through one process is in the other's list total", async () => {
    const people = await peopleFixture(a);
    // a page of one row: its total is counted, and B keeps it
    const total = async () => (await b.call(USERS, {}, { token: people.token })).totalItemCount;
    const before = (await total()) ?? 0;
    expect(before).toBeGreaterThan(0);
    await people.createUser();
    expect(await soon(total, before + 1)).toBe(before + 1);
  });

  it('a tenant suspended by the operator is refused by every process at once, and resumed', async () => {
    const token = await a.signIn(tenant);
    expect(await code(a, ANNOUNCEMENTS, token)).toBe('ok');
    expect(await code(b, ANNOUNCEMENTS, token)).toBe('ok'); // both keep the subscription for a minute
    await tenantCli('suspend', tenant.tag);
    expect(await soon(() => code(a, ANNOUNCEMENTS, token), 'TokenInvalid')).toBe('TokenInvalid');
    expect(await soon(() => code(b, ANNOUNCEMENTS, token), 'TokenInvalid')).toBe('TokenInvalid');
    await a.server.services.control.setActive(tenant.tag, true); // resumed through server A this time
    expect(await soon(() => code(b, ANNOUNCEMENTS, token), 'ok')).toBe('ok');
    expect(await soon(() => code(a, ANNOUNCEMENTS, token), 'ok')).toBe('ok');
  });

  /** `npm run tenant -- <command> --tag <tag>` as an operator runs it: a process of its own. */
  async function tenantCli(command: string, tag: string): Promise<void> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-cli-'));
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/cli/tenant.ts'), command, '--tag', tag],
        { env: { ...process.env, DATABASE_URL: a.config.databaseUrl, DATA_DIR: dataDir } },
      );
      expect(stdout).toContain(tag);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
});
