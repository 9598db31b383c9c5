import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@pano/contract';
import { loadConfig } from '../src/kernel/config.ts';
import { ManualClock } from '../src/kernel/clock.ts';
import { TestServer } from './harness.ts';
import { MY_APPROVALS, requestsTenant, workflowBuilder, type MyApproval } from './requests-fixture.ts';

const NO_LONGER_NEEDED = translate('tr', 'codes.ApprovalNotNeeded');

/** A local endpoint that fails `failures` times and then answers 200, keeping what it was sent. */
function flakyEndpoint(failures: number) {
  const calls: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.statusCode = calls.length <= failures ? 500 : 200;
      res.end('ok');
    });
  });
  return {
    calls,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The engine's rules on custom workflows: 'VE', URL steps in the background, a restart mid-way. */
describe('the workflow engine', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  let build: ReturnType<typeof workflowBuilder>;
  const clock = new ManualClock(new Date('2027-03-03T09:00:00Z'));
  const endpoint = flakyEndpoint(2);
  let port = 0;

  beforeAll(async () => {
    port = await endpoint.listen();
    server = await TestServer.start({
      jobPollMs: 0,
      workflowUrl: { ...loadConfig().workflowUrl, allowPrivate: true, timeoutMs: 3000 },
    });
    server.server.services.clock = clock;
    t = await requestsTenant(server);
    build = workflowBuilder(t);
  });
  afterAll(async () => {
    await server.stop();
    await endpoint.close();
  });

  it("under 'VE' waits for every approver; two deciding at once move the request exactly once", async () => {
    const workflowId = await t.made('Workflow', { name: 'Çift onay' });
    await build.approval(workflowId, null, {
      approval: { condition: 'VE' },
      userIds: [t.hr1.userId, t.hr2.userId],
    });
    const type = await t.leaveType('Çift onaylı izin', workflowId);
    for (const decisions of [
      ['Onayla', 'Onayla'],
      ['Onayla', 'Reddet'],
    ] as const) {
      const id = await t.askLeave(type);
      const [a] = await t.approvalsOf(t.hr1);
      const [b] = await t.approvalsOf(t.hr2);
      const answers = await Promise.all([
        t.decide(t.hr1, a!, decisions[0], 'birinci'),
        t.decide(t.hr2, b!, decisions[1], 'ikinci'),
      ]);
      // both approvals stand (a refusal's own words, if one ever comes, are the failure's message); a
      // refusal ends the request at once, so an approval that comes after it is no longer needed — which
      // of the two comes first is the race's
      const refused = answers.filter((answer) => !answer.isSuccess).map((answer) => answer.message);
      const lateApproval = decisions[1] === 'Reddet' && !answers[0]!.isSuccess;
      expect(refused).toEqual(lateApproval ? [NO_LONGER_NEEDED] : []);
      const request = await t.requestOf(t.requester, id);
      expect(request.state).toBe(decisions[1] === 'Reddet' ? 'rejected' : 'approved');
      expect(request.trail.filter((e) => e.event === 'decision')).toHaveLength(lateApproval ? 1 : 2);
      expect(request.trail.filter((e) => e.event === 'finished')).toHaveLength(1);
    }
  });

  it('calls a URL step in the background: retried with backoff, each attempt on the trail, one key', async () => {
    const workflowId = await t.made('Workflow', { name: 'Bordroya bildir' });
    const first = await build.approval(workflowId, null, { userIds: [t.manager2.userId] }, 'URL_REQUEST');
    await build.save(first.yes, {
      urlRequest: {
        header: 'X-Test: evet',
        requestType: 'POST',
        url: `http://127.0.0.1:${port}/hook?talep={{requestId}}`,
        body: '{"request": {{requestId}}, "kind": "{{kind}}"}',
      },
    });
    const status = await build.statuses();
    await build.step(workflowId, first.yes, 'STATUS_UPDATE', {
      statusUpdate: { statusId: status.get('Onaylandı') },
    });
    const id = await t.askLeave(await t.leaveType('Bordrolu izin', workflowId));
    const [approval] = await t.approvalsOf(t.manager2);
    await t.decide(t.manager2, approval!, 'Onayla');
    // the request did not wait for the call
    const request = await t.requestOf(t.requester, id);
    expect(request.state).toBe('approved');
    expect(endpoint.calls).toHaveLength(0);
    await server.server.jobs.runDue();
    expect(endpoint.calls).toHaveLength(1);
    await server.server.jobs.runDue();
    expect(endpoint.calls).toHaveLength(1); // not before its backoff
    clock.advance(31_000);
    await server.server.jobs.runDue();
    clock.advance(61_000);
    await server.server.jobs.runDue();
    clock.advance(3_600_000);
    await server.server.jobs.runDue();
    expect(endpoint.calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST']);
    const requestId = request.id;
    expect(endpoint.calls[0]).toMatchObject({
      url: `/hook?talep=${requestId}`,
      body: `{"request": ${requestId}, "kind": "leave"}`,
      headers: { 'x-test': 'evet', 'content-type': 'application/json' },
    });
    expect(new Set(endpoint.calls.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    const trail = (await t.requestOf(t.requester, id)).trail.filter((e) => e.event === 'urlCall');
    expect(trail.map((e) => e.text)).toEqual([
      'URL isteği, 1. deneme: 500.',
      'URL isteği, 2. deneme: 500.',
      'URL isteği, 3. deneme: 200.',
    ]);
  });

  it('refuses a private address unless the setting allows it, without calling it', async () => {
    server.server.services.config.workflowUrl.allowPrivate = false;
    try {
      const before = endpoint.calls.length;
      const workflowId = await t.made('Workflow', { name: 'İç adres' });
      const first = await build.approval(workflowId, null, { userIds: [t.manager2.userId] }, 'URL_REQUEST');
      await build.save(first.yes, {
        urlRequest: { header: '{}', requestType: 'GET', url: `http://localhost:${port}/x`, body: '-' },
      });
      const id = await t.askLeave(await t.leaveType('İç izin', workflowId));
      const [approval] = await t.approvalsOf(t.manager2);
      await t.decide(t.manager2, approval!, 'Onayla');
      await server.server.jobs.runDue();
      expect(endpoint.calls.length).toBe(before);
      const [call] = (await t.requestOf(t.requester, id)).trail.filter((e) => e.event === 'urlCall');
      expect(call?.text).toMatch(
        /^URL isteği, 1\. deneme: çağrılmadı, localhost yerel, özel ya da ayrılmış bir adrese çıkıyor \((127\.0\.0\.1|::1)\)\.$/,
      );
    } finally {
      server.server.services.config.workflowUrl.allowPrivate = true;
    }
  });

  it('keeps a running request on the version it started with; a new request runs the edited workflow', async () => {
    const workflowId = await t.made('Workflow', { name: 'Değişen akış' });
    const first = await build.approval(workflowId, null, { userIds: [t.manager1.userId] });
    const type = await t.leaveType('Değişen izin', workflowId);
    const before = await t.askLeave(type);
    await build.save(first.id, { approval: { condition: 'VEYA' }, userIds: [t.hr1.userId] });
    const after = await t.askLeave(type);
    const byManager = (await t.approvalsOf(t.manager1)).find((a) => a.summary.includes('Değişen izin'));
    const byHr = (await t.approvalsOf(t.hr1)).find((a) => a.summary.includes('Değişen izin'));
    expect((await t.requestOf(t.requester, before)).waitingOn.map((a) => a.user.id)).toEqual([
      t.manager1.userId,
    ]);
    expect((await t.requestOf(t.requester, after)).waitingOn.map((a) => a.user.id)).toEqual([t.hr1.userId]);
    // the old request's step goes on by its own graph even after the step is deleted from the editor
    const del = await t.call(
      'mutation($i: DeleteWorkflowStepInputModel!) { deleteWorkflowStep(inputModel: $i) { isSuccess message } }',
      { i: { id: first.id } },
    );
    expect(del.isSuccess).toBe(true);
    await t.decide(t.manager1, byManager!, 'Onayla');
    await t.decide(t.hr1, byHr!, 'Onayla');
    expect((await t.requestOf(t.requester, before)).state).toBe('approved');
    expect((await t.requestOf(t.requester, after)).state).toBe('approved');
    const roles = await t.call<{ id: number }[]>(
      'query($p: PermissionTypeRolePagerModel) { permissionTypeRoles(pagerModel: $p) { data { id } } }',
      { p: { permissionTypeId: type } },
    );
    expect(roles.data).toHaveLength(1);
    const unlinked = await t.call('mutation($id: Int!) { deletePermissionTypeRole(id: $id) { isSuccess } }', {
      id: roles.data[0]?.id,
    });
    expect(unlinked.isSuccess).toBe(true);
    const gone = await t.call('mutation($id: Int!) { deleteWorkflow(id: $id) { isSuccess message } }', {
      id: workflowId,
    });
    expect(gone).toMatchObject({ isSuccess: false });
    expect(gone.message).toContain('Talep (süreç)');
  });
  // last: the restart replaces the server the fixture's calls go to
  it('goes on after a restart between two steps, and runs a job queued before it', async () => {
    const workflowId = await t.made('Workflow', { name: 'Yeniden başlatma akışı' });
    const first = await build.approval(workflowId, null, { managerLevel: 1 }, 'URL_REQUEST');
    await build.save(first.yes, {
      urlRequest: { header: '{}', requestType: 'POST', url: `http://127.0.0.1:${port}/restart`, body: '{}' },
    });
    const second = await build.approval(workflowId, first.yes, { managerLevel: 2 });
    const id = await t.askLeave(await t.leaveType('Yeniden başlatma', workflowId));
    const [approval] = await t.approvalsOf(t.manager1);
    await t.decide(t.manager1, approval!, 'Onayla');
    const before = endpoint.calls.length;
    server = await server.restart();
    server.server.services.clock = clock;
    await server.server.jobs.runDue();
    expect(endpoint.calls.slice(before).map((c) => c.url)).toEqual(['/restart']);
    const portal = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
      server.call<T>(query, variables, { token, service: 'portal' });
    const [waiting] = (await portal<MyApproval[]>(t.manager2.token, MY_APPROVALS)).data;
    expect(waiting).toMatchObject({
      stepNumber: expect.any(Number),
      summary: expect.stringContaining('Yeniden'),
    });
    const decided = await portal<{ state: string }>(
      t.manager2.token,
      'mutation($i: DecideApprovalInput!) { decideApproval(inputModel: $i) { isSuccess data { state } } }',
      { i: { approvalId: waiting?.id, commandTypeId: waiting?.commands[0]?.id } },
    );
    expect(decided).toMatchObject({ isSuccess: true, data: { state: 'approved' } });
    expect(second.id).toBeGreaterThan(0);
    const mine = await portal<{ id: number; statusId: number }[]>(
      t.requester.token,
      '{ myPermissions { data { id statusId } } }',
    );
    expect(mine.data.find((p) => p.id === id)?.statusId).toBe(2);
  });
});
