import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/kernel/config.ts';
import { createOutgoingClient } from '../src/kernel/outgoing/outgoing-client.ts';
import {
  fixedResolver,
  listener,
  refusedSpellings,
  sandbox,
  TEST_NAMES,
} from '../src/kernel/outgoing/testing/sandbox.ts';
import { TestServer } from './harness.ts';
import { MY_REQUESTS, requestsTenant, workflowBuilder, type RequestView } from './requests-fixture.ts';

const TR =
  /^URL isteği, 1\. deneme: çağrılmadı, \S+ yerel, özel ya da ayrılmış bir adrese çıkıyor \(\S+\)\.$/;
const EN =
  /^URL request, attempt 1: not called, \S+ leads to a loopback, private or reserved address \(\S+\)\.$/;

/**
 * A URL step's call to any spelling of a loopback or private address (docs/security.md, row 1): refused
 * before a socket opens, the listener on 127.0.0.1 receives nothing, and the trail says why in the
 * reader's language. Names resolve through the client's resolver hook; every socket goes through the
 * sandbox (loopback only).
 */
describe('outgoing calls of URL steps', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  let build: ReturnType<typeof workflowBuilder>;
  let inside: Awaited<ReturnType<typeof listener>>;

  beforeAll(async () => {
    inside = await listener();
    server = await TestServer.start({
      jobPollMs: 0,
      workflowUrl: { ...loadConfig().workflowUrl, allowPrivate: false, timeoutMs: 3000 },
    });
    const box = sandbox(() => inside.port);
    server.server.services.outgoing = createOutgoingClient({
      resolve: fixedResolver(TEST_NAMES).resolve,
      open: box.open,
    });
    t = await requestsTenant(server);
    build = workflowBuilder(t);
  });
  afterAll(async () => {
    await server.stop();
    await inside.close();
  });

  it('refuses every spelling, stores each in its normal form, and the trail says why in tr and en', async () => {
    const requester = await t.person(1000);
    const workflowId = await t.made('Workflow', { name: 'Dış çağrı' });
    const stepId = await build.insert({
      workflowId,
      afterWorkflowItemId: null,
      workflowItemOperationTypeId: await build.type('URL_REQUEST'),
      details: {
        urlRequest: { header: '{}', requestType: 'GET', url: 'https://example.test/', body: '-' },
      },
    });
    const type = await t.leaveType('Dış çağrılı izin', workflowId);
    const table = refusedSpellings(inside.port);
    const subjects: number[] = [];
    for (const { url, stored } of table.filter((row) => row.stored)) {
      await build.save(stepId, { urlRequest: { header: '{}', requestType: 'GET', url, body: '-' } });
      subjects.push(await t.askLeave(type, requester));
      expect(stored).toBe(true);
    }
    // stored in the normal form: the last spelling's host in lower case, the placeholder as written
    await build.save(stepId, {
      urlRequest: {
        header: '{}',
        requestType: 'GET',
        url: ' HTTP://0x7F000001/{{requestId}}?q={{kind}} ',
        body: '-',
      },
    });
    const stored = await t.call<{ url: string }[]>(
      'query($p: UrlRequestOperationPagerModel) { urlRequestOperations(pagerModel: $p) { data { url } } }',
      { p: { workflowItemId: stepId } },
    );
    expect(stored.data.map((row) => row.url)).toEqual(['http://127.0.0.1/{{requestId}}?q={{kind}}']);
    await server.server.jobs.runDue();
    for (const lang of ['tr', 'en'] as const) {
      const mine = (
        await t.portal<RequestView[]>(requester, MY_REQUESTS, { p: { pageSize: 100 } }, lang)
      ).data.filter((r) => subjects.includes(r.subjectId));
      const texts = mine.flatMap((r) => r.trail.filter((e) => e.event === 'urlCall').map((e) => e.text));
      expect(texts).toHaveLength(subjects.length);
      for (const text of texts) expect(text).toMatch(lang === 'tr' ? TR : EN);
    }
    expect(inside.connections()).toBe(0);
  });

  it('does not store an address the web-address rule refuses (zone ids, other schemes, spaces)', async () => {
    const workflowId = await t.made('Workflow', { name: 'Geçersiz adres' });
    const stepId = await build.insert({
      workflowId,
      afterWorkflowItemId: null,
      workflowItemOperationTypeId: await build.type('URL_REQUEST'),
      details: {
        urlRequest: { header: '{}', requestType: 'GET', url: 'https://example.test/', body: '-' },
      },
    });
    const bad = [
      ...refusedSpellings(inside.port)
        .filter((row) => !row.stored)
        .map((row) => row.url),
      'https://example.test/a b',
      'https://example.test/a\u00a0b',
      'https://example.test/a\u200eb',
    ];
    for (const url of bad) {
      const answer = await t.call(
        `mutation($i: SaveWorkflowStepInputModel!) { saveWorkflowStep(inputModel: $i) { isSuccess messages { message } } }`,
        { i: { id: stepId, details: { urlRequest: { header: '{}', requestType: 'GET', url, body: '-' } } } },
      );
      expect(answer).toEqual({
        isSuccess: false,
        messages: [
          {
            message:
              'URL: http:// ya da https:// ile başlayan, boşluk ve kontrol karakteri içermeyen bir adres girin',
          },
        ],
      });
    }
  });
});
