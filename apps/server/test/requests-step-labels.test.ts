import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRequestEvents } from '../src/db/tenant/requests.table.ts';
import { TestServer } from './harness.ts';
import { ENVELOPE, PANEL_REQUESTS, requestsTenant, type RequestView } from './requests-fixture.ts';

const STEP = 'stepNumber stepKind stepKindName stepName';
const LABELS = `query($id: Int!) { workflowRequest(id: $id) { ${ENVELOPE} data { currentStepNumber currentStepKind currentStepKindName currentStepName approvals { ${STEP} user { fullName } } waitingOn { ${STEP} } trail { event stepId ${STEP} } } } }`;

interface Labelled {
  stepNumber: number | null;
  stepKind: string | null;
  stepKindName: string | null;
  stepName: string | null;
}
interface Labels {
  currentStepNumber: number | null;
  currentStepKind: string | null;
  currentStepKindName: string | null;
  currentStepName: string | null;
  approvals: (Labelled & { user: { fullName: string } })[];
  waitingOn: Labelled[];
  trail: (Labelled & { event: string; stepId: number | null })[];
}

/** A request names each step beside its number, and says once that it got stuck (docs/approvals.md). */
describe('request steps named beside their numbers', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  const requestIdOf = async (subjectId: number) =>
    (await t.call<RequestView[]>(PANEL_REQUESTS, { p: { pageSize: 100 } })).data.find(
      (r) => r.kind === 'leave' && r.subjectId === subjectId,
    )?.id ?? 0;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await requestsTenant(server);
  });
  afterAll(() => server.stop());

  it('names the current step, each approval and each trail entry by kind and by what it does, in both languages', async () => {
    const subject = await t.askLeave(await t.leaveType('Yıllık izin', 'Yönetici ve İK onayı'));
    const id = await requestIdOf(subject);
    const tr = (await t.call<Labels>(LABELS, { id })).data;
    expect(tr).toMatchObject({
      currentStepNumber: 1,
      currentStepKind: 'APPROVAL',
      currentStepKindName: 'Onay',
      currentStepName: '1. seviye yönetici',
    });
    expect(tr.waitingOn).toEqual([
      { stepNumber: 1, stepKind: 'APPROVAL', stepKindName: 'Onay', stepName: '1. seviye yönetici' },
    ]);
    expect(tr.approvals[0]).toMatchObject({ stepNumber: 1, stepKindName: 'Onay' });
    expect(tr.trail.find((e) => e.event === 'asked')).toMatchObject({
      stepNumber: 1,
      stepKindName: 'Onay',
      stepName: '1. seviye yönetici',
    });
    expect(tr.trail.find((e) => e.event === 'started')).toMatchObject({ stepName: null });
    const en = (await t.call<Labels>(LABELS, { id }, 'en')).data;
    expect(en).toMatchObject({ currentStepKindName: 'Approval', currentStepName: 'Manager (level 1)' });
  });

  it('says once that a request is stuck, however often the same reason was written', async () => {
    const loner = await t.person();
    const subject = await t.askLeave(await t.leaveType('Yalnız izin', 'Yönetici onayı'), loner);
    const id = await requestIdOf(subject);
    const stuck = (await t.call<Labels>(LABELS, { id })).data.trail.filter((e) => e.event === 'stuck');
    expect(stuck).toHaveLength(1);
    // a timeout run finding nobody again writes the same reason at the same step
    const again = {
      requestId: id,
      event: 'stuck',
      stepId: stuck[0]!.stepId,
      detail: { reason: 'NoApprovers' },
    };
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.insert(workflowRequestEvents).values([again, again]),
    );
    const trail = (await t.call<Labels>(LABELS, { id })).data.trail;
    expect(trail.filter((e) => e.event === 'stuck')).toHaveLength(1);
    expect(trail.at(-1)?.event).toBe('stuck');
  });
});
