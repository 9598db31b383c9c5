import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rateBuckets, workLanes } from '../src/db/control.schema.ts';
import type { Database } from '../src/tenancy/database.ts';
import { SharedRateLimiter } from '../src/request/shared-rate-limiter.ts';
import { SharedHeavyWorkGate } from '../src/request/shared-heavy-work.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { POSTGRES, TestServer, type Tenant } from './harness.ts';

// The statements behind the shared limits run on either engine (production uses them on PostgreSQL only):
// here on the test's control database, as two processes would share it.
describe('shared limits: the statements', () => {
  let server: TestServer;
  let db: Database;
  beforeAll(async () => {
    server = await TestServer.start();
    db = server.server.services.control.db;
  });
  afterAll(() => server.stop());

  const key = () => `test:${crypto.randomBytes(4).toString('hex')}`;
  /** Moves a bucket's last take `seconds` into the past, as if that time had gone by. */
  const age = (bucket: string, seconds: number) =>
    db.execute(sql`update rate_buckets set at = at - ${seconds} * interval '1 second' where key = ${bucket}`);
  const stored = async (bucket: string) =>
    (
      await db
        .select()
        .from(rateBuckets)
        .where(sql`${rateBuckets.key} = ${bucket}`)
    )[0];

  it('lets a new bucket take its rate at once, then answers the seconds to wait; a refusal takes nothing', async () => {
    const limiter = new SharedRateLimiter(db);
    const bucket = { key: key(), perMinute: 3 };
    const waits = [];
    for (let i = 0; i < 4; i += 1) waits.push(await limiter.take(bucket));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    // empty: a whole token takes a third of a minute (less the instant since the last take)
    expect(waits[3]).toBeGreaterThanOrEqual(19);
    expect(waits[3]).toBeLessThanOrEqual(20);
    expect((await stored(bucket.key))?.granted).toBe(false);
    // twenty seconds later one token is back, not more: the refusal did not take one
    await age(bucket.key, 20);
    expect(await limiter.take(bucket)).toBe(0);
    expect(await limiter.take(bucket)).toBeGreaterThan(0);
  });

  it('refills evenly over a minute from the database clock, never past the rate', async () => {
    const limiter = new SharedRateLimiter(db);
    const bucket = { key: key(), perMinute: 6 };
    for (let i = 0; i < 6; i += 1) expect(await limiter.take(bucket)).toBe(0);
    expect(await limiter.take(bucket)).toBe(10); // 6 a minute: one every 10 s
    await age(bucket.key, 25); // 2.5 tokens
    expect(await limiter.take(bucket)).toBe(0);
    expect(await limiter.take(bucket)).toBe(0);
    expect(await limiter.take(bucket)).toBe(5); // half a token left: 5 s to the next
    // half a token, and what the real time between the statements added (a few hundredths)
    const left = (await stored(bucket.key))?.tokens ?? Number.NaN;
    expect(left).toBeGreaterThanOrEqual(0.5);
    expect(left).toBeLessThan(0.6);
    await age(bucket.key, 3600); // an hour: full, and no more than full
    for (let i = 0; i < 6; i += 1) expect(await limiter.take(bucket)).toBe(0);
    expect(await limiter.take(bucket)).toBeGreaterThan(0);
  });

  it('takes from the second bucket only when the first lets the request go, in one call', async () => {
    const limiter = new SharedRateLimiter(db);
    const user = { key: key(), perMinute: 1 };
    const address = { key: key(), perMinute: 100 };
    expect(await limiter.take(user, address)).toBe(0);
    expect(await limiter.take(user, address)).toBe(60);
    expect((await stored(address.key))?.tokens).toBe(99); // the refused one did not count for the address
    const narrow = { key: key(), perMinute: 1 };
    expect(await limiter.take({ key: key(), perMinute: 5 }, narrow)).toBe(0);
    expect(await limiter.take({ key: key(), perMinute: 5 }, narrow)).toBe(60);
  });

  it('counts concurrent takes exactly: no two read the same count', async () => {
    const limiter = new SharedRateLimiter(db);
    const bucket = { key: key(), perMinute: 10 };
    const waits = await Promise.all(Array.from({ length: 25 }, () => limiter.take(bucket)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });

  it('prunes buckets idle for more than a minute (as good as full) and keeps the others', async () => {
    const limiter = new SharedRateLimiter(db);
    const [idle, busy] = [key(), key()];
    await limiter.take({ key: idle, perMinute: 5 }, { key: busy, perMinute: 5 });
    await age(idle, 61);
    await limiter.prune();
    expect(await stored(idle)).toBeUndefined();
    expect(await stored(busy)).toBeDefined();
  });

  it("shares a tenant's lane between two gates: places, queue, refusal, arrival order", async () => {
    const policy = { concurrent: 2, queued: 1 };
    const [one, two] = [new SharedHeavyWorkGate(db, policy), new SharedHeavyWorkGate(db, policy)];
    const tenant = `lane-${crypto.randomBytes(3).toString('hex')}`;
    const first = await one.enter(tenant);
    const second = await two.enter(tenant);
    expect(two.peak(tenant)).toBe(2); // the count both gates share
    let thirdIn = false;
    const third = one.enter(tenant).then((leave) => {
      thirdIn = true;
      return leave;
    });
    await until(async () => (await lanes(db, tenant)).waiting === 1);
    expect(await two.enter(tenant)).toBeNull(); // the queue (1) is full, counted across both
    expect(await new SharedHeavyWorkGate(db, policy).enter(`${tenant}-other`)).toBeTypeOf('function');
    expect(thirdIn).toBe(false);
    second?.(); // a place left in the other gate's process: the waiter finds it
    second?.(); // leaving twice frees one place only
    const leaveThird = await third;
    expect(thirdIn).toBe(true);
    expect(await lanes(db, tenant)).toEqual({ running: 2, waiting: 0 });
    first?.();
    leaveThird?.();
    await until(async () => (await lanes(db, tenant)).running === 0);
  });

  it('frees the places of a process that died once its leases expire, and not before', async () => {
    const policy = { concurrent: 1, queued: 5 };
    const tenant = `dead-${crypto.randomBytes(3).toString('hex')}`;
    // a lease its process no longer extends
    await db.insert(workLanes).values({
      holder: crypto.randomUUID(),
      tenant,
      running: true,
      until: sql`now() + interval '600 milliseconds'`,
    });
    const gate = new SharedHeavyWorkGate(db, policy);
    const started = Date.now();
    const leave = await gate.enter(tenant);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await lanes(db, tenant)).toEqual({ running: 1, waiting: 0 });
    leave?.();
    await until(async () => (await lanes(db, tenant)).running === 0);
  });

  it('keeps extending the leases it holds', async () => {
    const gate = new SharedHeavyWorkGate(db, { concurrent: 1, queued: 0 }, 300);
    const tenant = `long-${crypto.randomBytes(3).toString('hex')}`;
    const leave = await gate.enter(tenant);
    await new Promise((resolve) => setTimeout(resolve, 900)); // three lease times
    expect(await lanes(db, tenant)).toEqual({ running: 1, waiting: 0 });
    expect(await new SharedHeavyWorkGate(db, { concurrent: 1, queued: 0 }).enter(tenant)).toBeNull();
    leave?.();
  });
});

// Two server processes on one PostgreSQL control database: what each counts, the other sees.
describe.skipIf(!POSTGRES)('shared limits: two servers on one control database', () => {
  let first: TestServer;
  let second: TestServer;
  let tenant: Tenant;
  let admin: string;
  let typeId: number;
  const settings = {
    trustProxy: true,
    jwtSecret: crypto.randomBytes(32).toString('hex'), // a token from one is good on the other
    rateLimits: { portalWritesPerToken: 4, portalWritesPerAddress: 1000, publicPerAddress: 12 },
    heavyWork: { concurrent: 2, queued: 3 },
  };
  beforeAll(async () => {
    first = await TestServer.start(settings);
    second = await TestServer.start({ ...settings, databaseUrl: first.config.databaseUrl });
    tenant = await first.createTenant();
    admin = await first.signIn(tenant);
    typeId = (await second.call<{ id: number }>(CREATE_TYPE, { i: { name: 'Genel' } }, { token: admin })).data
      .id;
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  const both = () => [first, second] as const;

  it('refuses public requests of one address at the limit counted over both servers', async () => {
    const lookUp = (server: TestServer, lang = 'tr') =>
      fetch(`${server.url}/api/Subscription/GetSubscription?tag=${tenant.tag}`, {
        headers: { 'x-forwarded-for': '203.0.113.21', 'accept-language': lang },
      });
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await lookUp(both()[i % 2]!)).status);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    for (const server of both()) {
      const refused = await lookUp(server, 'en');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'TooManyRequests', message: expect.stringMatching(/^Too many requests/) }],
      });
    }
  });

  it("refuses an employee's portal writes at the limit counted over both servers", async () => {
    const employee = await first.signInEmployee(tenant, 'Ayşe');
    const send = (server: TestServer, text: string) =>
      server.call(
        SEND,
        { i: { complaintTypeId: typeId, description: text } },
        { token: employee.token, service: 'portal' },
      );
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await send(both()[i % 2]!, `şikâyet ${i}`));
    expect(answers.map((a) => a.isSuccess)).toEqual([true, true, true, true, false, false]);
    for (const refused of answers.slice(4)) {
      expect(refused.messages).toEqual([{ code: 'TooManyRequests', message: expect.any(String) }]);
      expect(refused.message).toMatch(
        /^Çok fazla istek gönderildi\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
      );
    }
    const stored = await first.call(COUNT, {}, { token: admin });
    expect(stored.totalItemCount).toBe(4);
  });

  describe('heavy work of one tenant', () => {
    beforeAll(async () => {
      await first.server.services.tenants.withTenant(tenant.tag, (db) =>
        db.insert(users).values(
          Array.from({ length: 3000 }, (_, i) => ({
            name: `Ad${i}`,
            surname: `Soyad${i}`,
            email: `u${i}@a.test`,
          })),
        ),
      );
    });

    /** Watches the lane in the control database, as neither server sees it: the most running at once. */
    const watch = () => {
      let most = 0;
      let watching = true;
      const db = first.server.services.control.db;
      const done = (async () => {
        while (watching) {
          most = Math.max(most, (await lanes(db, tenant.tag)).running);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      return async () => {
        watching = false;
        await done;
        return most;
      };
    };
    const heavy = (server: TestServer) => server.graphql(`{ ${HEAVY_PAGE} }`, {}, { token: admin });
    const refusedMessage = /^Çok fazla istek gönderildi\. Lütfen 5 saniye sonra tekrar deneyin\.$/;

    it('lets `concurrent` run and `queued` wait over both servers, and refuses the rest', async () => {
      const stop = watch();
      // both places taken, one in each process
      const holds = await Promise.all(
        both().map((server) => server.server.services.heavyWork.enter(tenant.tag)),
      );
      const settled: boolean[] = [];
      const calls = Array.from({ length: 5 }, (_, i) =>
        heavy(both()[i % 2]!).then((answer) => {
          settled.push(answer.body.errors === undefined);
          return answer;
        }),
      );
      // three wait (the queue) and two are refused, whichever server each came to
      await until(() => Promise.resolve(settled.length === 2));
      expect(settled).toEqual([false, false]);
      expect(await lanes(first.server.services.control.db, tenant.tag)).toEqual({ running: 2, waiting: 3 });
      for (const leave of holds) leave?.();
      const answers = await Promise.all(calls);
      const refused = answers.filter((answer) => answer.body.errors);
      expect(refused).toHaveLength(2);
      for (const answer of refused) expect(answer.body.errors?.[0]?.message).toMatch(refusedMessage);
      expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(3);
      expect(await stop()).toBeLessThanOrEqual(2);
    });

    it('never runs more than `concurrent` at once in total under a flood over both servers', async () => {
      const stop = watch();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => heavy(both()[i % 2]!)));
      const most = await stop();
      expect(most).toBeGreaterThanOrEqual(1);
      expect(most).toBeLessThanOrEqual(2);
      for (const server of both())
        expect(server.server.services.heavyWork.peak(tenant.tag)).toBeLessThanOrEqual(2);
      // the first five found a place or the queue; any refusal is TooManyRequests
      const ran = answers.filter((answer) => answer.body.errors === undefined);
      expect(ran.length).toBeGreaterThanOrEqual(5);
      for (const answer of answers.filter((a) => a.body.errors))
        expect(answer.body.errors?.[0]?.message).toMatch(refusedMessage);
      // every lease is given back (each as its operation ends, just after its answer)
      const db = first.server.services.control.db;
      await until(
        async () => (await lanes(db, tenant.tag)).running + (await lanes(db, tenant.tag)).waiting === 0,
      );
    });
  });
});

const SEND = `mutation($i: SendComplaintInput!) { sendComplaint(inputModel: $i) {
  isSuccess message messages { code message } data { id } } }`;
const COUNT = '{ complaints(pagerModel: { pageSize: 1 }) { isSuccess totalItemCount } }';
const CREATE_TYPE = `mutation($i: ComplaintTypeCreateInput!) { createComplaintType(inputModel: $i) { isSuccess data { id } } }`;
/** 1 + 3000 × 3 = 9001: above the heavy mark (2000). */
const HEAVY_PAGE =
  'users(userPagerModel: { pageNumber: 1, pageSize: 3000 }) { totalItemCount data { id name role { name } department { name } } }';

/** The lease counts of a tenant's lane, read straight from the control database. */
async function lanes(db: Database, tenant: string) {
  const { rows } = (await db.execute(sql`
    select count(*) filter (where running)::int as running, count(*) filter (where not running)::int as waiting
      from work_lanes where tenant = ${tenant}`)) as unknown as {
    rows: { running: number; waiting: number }[];
  };
  return rows[0] ?? { running: 0, waiting: 0 };
}

/** Waits until `check` holds (a few seconds at most). */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
