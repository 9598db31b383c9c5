import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { SAMPLES } from '../src/files/testing/sample-files.ts';
import {
  call,
  Cluster,
  codeOf,
  findNginx,
  getSubscription,
  signIn,
  verify,
  type Balancer,
  type ClusterTenant,
  type PanoProcess,
} from './cluster.ts';

/**
 * Two real Pano processes on one PostgreSQL server with nginx in front, round-robin (issue 32; docs/deploy.md,
 * "Two processes behind nginx"). Where the point is "the other process" a step talks to each process's own
 * port; the rest goes through nginx. The caches keep answers for a minute (TOKEN_CACHE_MS), so a change seen
 * by the other process at once can only have come through the change bus (LISTEN/NOTIFY).
 * PostgreSQL only. nginx comes from the system (/usr/sbin/nginx or PATH): a machine without it skips this
 * walk, but CI installs nginx-light (.ci/run), so there it always runs when PostgreSQL answers.
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
const NGINX = findNginx();

const LEVEL = 'mutation($n: String!) { createLevel(inputModel: { name: $n }) { isSuccess } }';
const LEVELS = `{ levels(pagerModel: { pageSize: 5000, searchText: "yuk-" }) { isSuccess data { name } } }`;
const ANNOUNCEMENTS = '{ announcements { isSuccess messages { code message } } }';
const THEME = 'mutation($i: ThemeColorInput!) { setThemeColor(inputModel: $i) { isSuccess } }';
const SLIDER = 'mutation($i: SliderCreateInput!) { createSlider(inputModel: $i) { isSuccess data { id } } }';
const SLIDER_ITEM = `mutation($i: SliderItemCreateInput!) { createSliderItem(inputModel: $i) {
  isSuccess message data { id } } }`;
const ITEM = 'query($id: Int!) { sliderItem(id: $id) { isSuccess data { imagePath mediaKind } } }';
const CREATE_USER = `mutation($i: UserCreateInput!) { createUser(inputModel: $i) {
  isSuccess message data { id } } }`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `probe` every 20 ms until it answers `expected` (2 s at most); answers what it last said. */
async function soon<T>(probe: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 2_000;
  let last = await probe();
  while (last !== expected && Date.now() < until) {
    await sleep(20);
    last = await probe();
  }
  return last;
}

/** A video of `bytes` bytes: an MP4 header, then each position's own number (a wrong offset shows). */
function video(bytes: number): Buffer {
  const content = Buffer.alloc(bytes);
  SAMPLES.mp4.copy(content);
  for (let i = SAMPLES.mp4.length; i + 4 <= bytes; i += 4) content.writeUInt32BE(i, i);
  return content;
}

/** The mail the SMTP server was handed: one recipient list per message. */
const received: string[][] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    stream.resume();
    stream.on('end', () => {
      received.push(session.envelope.rcptTo.map((r) => r.address));
      done();
    });
  },
});

describe.skipIf(!POSTGRES || !NGINX)('two processes behind nginx (issue 32)', () => {
  let cluster: Cluster;
  let a: PanoProcess;
  let b: PanoProcess;
  let lb: Balancer;
  let tenant: ClusterTenant;
  let admin: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    cluster = await Cluster.create(POSTGRES ?? '', {
      TOKEN_CACHE_MS: '60000',
      COUNT_CACHE_MS: '60000',
      FILE_STORE: 'postgres',
      TRUST_PROXY: 'true',
      // The attempt policy (auth/attempt-guard.ts): an account may fail SIGN_IN_FREE_FAILURES times; the
      // next attempt waits SIGN_IN_DELAY_SECONDS. With 9 free failures the 10th attempt is the first refused,
      // and a 60 s delay keeps the 11th refused however slow the machine is.
      SIGN_IN_FREE_FAILURES: '9',
      SIGN_IN_DELAY_SECONDS: '60',
      RATE_LIMIT_PUBLIC: '100000', // the load below comes from one address
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Pano <pano@mp.test>',
      MAIL_SEND_INTERVAL_MS: '100',
      SHUTDOWN_DELAY_MS: '1500',
      LOG_LEVEL: 'info', // the mail step reads which process sent what
    });
    [a, b] = (await cluster.start(2)) as [PanoProcess, PanoProcess];
    tenant = cluster.createTenant();
    lb = await cluster.startBalancer(NGINX ?? '');
    admin = await signIn(a.url, tenant);
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const codeOn = async (p: { url: string }, token: string) =>
    call(p.url, token, ANNOUNCEMENTS).then(codeOf, (error: Error) => error.message);

  it('a token from one process works on the other; a sign-out on one is refused on both at once', async () => {
    const token = await signIn(a.url, tenant);
    expect(await codeOn(b, token)).toBe('ok'); // B now keeps "active" for a minute
    expect(await codeOn(lb, token)).toBe('ok');
    expect(await codeOn(lb, token)).toBe('ok'); // both through the balancer too
    expect((await call(a.url, token, 'mutation { logout { isSuccess } }')).isSuccess).toBe(true);
    expect(await soon(() => codeOn(b, token), 'TokenInvalid')).toBe('TokenInvalid');
    expect(await codeOn(a, token)).toBe('TokenInvalid');
  });

  it('a branding change through one process is what the other answers at once', async () => {
    const colour = async () => (await getSubscription(b.url, tenant.tag)).data.themeColorCode;
    expect(await colour()).not.toBe('#0a7e3c'); // B keeps the subscription
    expect((await call(a.url, admin, THEME, { i: { colorCode: '#0a7e3c' } })).isSuccess).toBe(true);
    expect(await soon(colour, '#0a7e3c')).toBe('#0a7e3c');
  });

  it('a file uploaded through one process is read with a range through the other and through nginx', async () => {
    const bytes = video(3 * 1024 * 1024); // past nginx's default body limit of 1 MB
    const upload = async (base: string) => {
      const response = await fetch(`${base}/files/upload?kinds=image,video`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': 'tanitim.mp4',
          authorization: `Bearer ${admin}`,
        },
        body: new Uint8Array(bytes),
      });
      return (await response.json()) as { isSuccess: boolean; data: { uploadId: string } };
    };
    const sent = await upload(a.url);
    expect(sent.isSuccess).toBe(true);
    const slider = await call<{ id: number }>(a.url, admin, SLIDER, { i: { name: 'Ana sayfa' } });
    const item = await call<{ id: number }>(a.url, admin, SLIDER_ITEM, {
      i: {
        sliderId: slider.data.id,
        name: 'Tanıtım',
        description: 'Video',
        position: 1,
        targetComponent: 'UrlBrowser',
        targetPayload: 'https://pano.example',
        fileName: 'tanitim.mp4',
        uploadId: sent.data.uploadId,
      },
    });
    expect(item).toMatchObject({ isSuccess: true });
    const stored = await call<{ imagePath: string }>(a.url, admin, ITEM, { id: item.data.id });
    const filePath = stored.data.imagePath;
    expect(filePath).toMatch(new RegExp(`^/files/${tenant.tag}/[0-9a-f-]{36}\\.mp4$`));

    const [start, end] = [1_048_000, 1_049_999]; // across a stored piece's boundary
    for (const base of [b.url, lb.url, lb.url]) {
      const response = await fetch(`${base}${filePath}`, { headers: { range: `bytes=${start}-${end}` } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    // the same upload through nginx: its body limit lets a large upload through
    expect((await upload(lb.url)).isSuccess).toBe(true);
  });

  it('mail queued through both processes is sent exactly once, by both senders', async () => {
    const rows = async (query: string) =>
      (await call<{ id: number; name: string }[]>(a.url, admin, query)).data;
    const roles = await rows('{ roles(rolePagerModel: { pageSize: 50 }) { data { id name } } }');
    const roleId = roles.find((role) => role.name === 'Admin')?.id;
    const [department] = await rows('{ departments(pagerModel: { pageSize: 50 }) { data { id name } } }');
    const invite = async (i: number) => {
      const input = {
        roleId,
        departmentId: department?.id,
        name: `Davet${i}`,
        surname: 'Çoklu',
        email: `davet${i}@mp.test`,
        isPanelUser: true,
      };
      const answer = await call((i % 2 ? b : a).url, admin, CREATE_USER, { i: input });
      expect(answer).toMatchObject({ isSuccess: true });
    };
    // A create queues an invitation in its transaction and wakes its own process's sender. Spaced out, each
    // process sends what it queued; in a burst both senders claim from the same outbox at once (for update
    // skip locked), each taking only what the other has not.
    for (let i = 0; i < 4; i++) {
      await invite(i);
      await sleep(400);
    }
    await Promise.all([4, 5, 6, 7, 8, 9, 10, 11].map(invite));
    const invited = () => received.flat().filter((address) => address.startsWith('davet'));
    for (let i = 0; i < 100 && invited().length < 12; i++) await sleep(100);
    await sleep(1_000); // several more rounds of both senders: nothing is sent twice
    const emails = Array.from({ length: 12 }, (_, i) => `davet${i}@mp.test`);
    expect(invited().sort()).toEqual(emails.sort());
    // both processes' senders took part (each logs what it sent)
    for (const p of [a, b]) expect(fs.readFileSync(p.logFile, 'utf8')).toContain('"msg":"message sent"');
  });

  it('eleven wrong passwords spread over both processes are refused from the tenth', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push(codeOf(await verify((i % 2 ? b : a).url, tenant, `yanlis-${i}`)));
    expect(codes).toEqual([...Array(9).fill('InvalidCredentials'), 'TooManyAttempts', 'TooManyAttempts']);
    // through the balancer too, and the right password waits as well
    expect(codeOf(await verify(lb.url, tenant))).toBe('TooManyAttempts');
  });

  it('SIGKILL of one process under writes through nginx loses no acknowledged write; the rest go on', async () => {
    const acknowledged: string[] = [];
    const after = { writes: 0, refused: [] as string[], reads: 0 };
    let killedAt = Infinity;
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const name = `yuk-${w}-${i}`;
        const startedAt = Date.now();
        const outcome = await call(lb.url, admin, LEVEL, { n: name }).then(
          (answer) => (answer.isSuccess ? 'ok' : codeOf(answer)),
          (error: Error) => error.message,
        );
        if (outcome === 'ok') acknowledged.push(name);
        // a write in flight when the process died may be lost (unacknowledged); one sent later may not fail
        if (startedAt <= killedAt) continue;
        after.writes++;
        if (outcome !== 'ok') after.refused.push(outcome);
      }
    });
    const readers = Array.from({ length: 2 }, async () => {
      while (!stop) {
        // a GET may be retried on the other process even when it reached the first: every read succeeds
        const response = await fetch(`${lb.url}/api/Subscription/GetSubscription?tag=${tenant.tag}`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { isSuccess: boolean }).isSuccess).toBe(true);
        after.reads += Number(killedAt < Infinity);
      }
    });
    await sleep(1_500);
    a.child.kill('SIGKILL');
    await a.exited;
    killedAt = Date.now();
    await sleep(2_000);
    stop = true;
    await Promise.all([...writers, ...readers]);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(after.writes).toBeGreaterThan(5);
    expect(after.reads).toBeGreaterThan(5);
    expect(after.refused).toEqual([]);
    const stored = (await call<{ name: string }[]>(b.url, admin, LEVELS)).data.map((level) => level.name);
    for (const name of acknowledged) expect(stored).toContain(name);
    // no write done twice: nginx never passed a POST that reached one process on to the other
    expect(new Set(stored).size).toBe(stored.length);
  }, 60_000);

  it('SIGTERM: /readyz answers 503 during SHUTDOWN_DELAY_MS, then the process exits 0', async () => {
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    b.child.kill('SIGTERM');
    expect(await soon(async () => (await fetch(`${b.url}/readyz`)).status, 503)).toBe(503);
    expect(await b.exited).toBe(0);
  }, 30_000);
});
