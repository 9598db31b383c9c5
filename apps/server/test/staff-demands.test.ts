import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicantInterviews, staffDemandResults } from '../src/db/tenant/applicants.table.ts';
import { ratingTypes } from '../src/db/tenant/recruitment.table.ts';
import { staffDemands } from '../src/db/tenant/staff-demands.table.ts';
import { TestServer } from './harness.ts';
import {
  ADD_RESULT,
  CLOSE,
  DELETE_RESULT,
  MY_STAFF_DEMANDS,
  REQUEST_STAFF,
  STAFF_DEMAND,
  STAFF_DEMANDS,
  staffDemandTenant,
  UPDATE,
} from './staff-demands-fixture.ts';

interface Demand {
  id: number;
  state: string;
  isCompleted: boolean;
  completedDate: string | null;
  status: { name: string };
  department: { name: string };
  jobPosition: { name: string };
  responsibleUser: { fullName: string } | null;
  approvals: { user: { name: string; surname: string }; commandType: { name: string } | null }[];
  results: {
    id: number;
    applicant: { fullName: string; reference: string | null; employmentType: { name: string } | null };
    isSetInterView: boolean;
    applicantInterViewId: number | null;
  }[];
}

/** Staff demands through the engine (docs/recruitment.md, 'Staff demands'). */
describe('staff demands', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof staffDemandTenant>>;
  const demand = async (id: number, lang: 'tr' | 'en' = 'tr') =>
    (await t.call<Demand>(STAFF_DEMAND, { id }, lang)).data;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await staffDemandTenant(server);
  });
  afterAll(() => server.stop());

  it('refuses a role without a staff-demand workflow and stores nothing', async () => {
    const editor = await t.employee('Editor');
    const before = await t.call<unknown[]>(STAFF_DEMANDS, { p: { pageSize: 50 } });
    for (const [lang, message] of [
      ['tr', 'Rolünüz için personel talebi iş akışı tanımlanmamış.'],
      ['en', 'No staff-demand workflow is set for your role.'],
    ] as const) {
      const answer = await t.portal(
        editor,
        REQUEST_STAFF,
        { i: { ...t.lookups, description: 'Bir kişi' } },
        lang,
      );
      expect(answer).toMatchObject({ isSuccess: false, message });
    }
    const after = await t.call<unknown[]>(STAFF_DEMANDS, { p: { pageSize: 50 } });
    expect(after.totalItemCount).toBe(before.totalItemCount);
  });

  it('refuses a demand without its description, naming the field', async () => {
    const answer = await t.portal(t.requester, REQUEST_STAFF, { i: { ...t.lookups, description: '  ' } });
    expect(answer.isSuccess).toBe(false);
    expect(answer.messages[0]?.message).toContain('Açıklama');
  });

  it('runs the workflow: the manager approves, the detail shows the process and the demand by name', async () => {
    const id = await t.ask('İki backend geliştirici');
    const mine = await t.portal<{ id: number; state: string; statusName: string }[]>(
      t.requester,
      MY_STAFF_DEMANDS,
    );
    expect(mine.data.find((d) => d.id === id)).toMatchObject({
      state: 'running',
      statusName: 'Onay bekliyor',
    });
    const [approval] = (await t.approvalsOf(t.manager1)).filter((a) => a.kind === 'staffDemand');
    expect(approval?.summary).toBe('Personel talebi: Backend geliştirici · Yazılım');
    expect(await t.decideDemand(id, 'Onayla')).toMatchObject({
      isSuccess: true,
      data: { state: 'approved' },
    });
    const read = await demand(id);
    expect(read).toMatchObject({
      state: 'approved',
      isCompleted: false,
      status: { name: 'Onaylandı' },
      department: { name: 'Yazılım' },
      jobPosition: { name: 'Backend geliştirici' },
      responsibleUser: null,
    });
    expect(read.approvals).toEqual([
      { user: { name: expect.any(String), surname: expect.any(String) }, commandType: { name: 'Onayla' } },
    ]);
    expect((await demand(id, 'en')).status.name).toBe('Approved');
  });

  it('sets the responsible user (an active one), links applicants once and shows the interview link when set', async () => {
    const id = await t.ask('Bir stajyer');
    await t.decideDemand(id, 'Onayla');
    expect(await t.call(UPDATE, { i: { id, responsibleUserId: t.hr1.userId } })).toMatchObject({
      isSuccess: true,
    });
    expect((await demand(id)).responsibleUser?.fullName).toEqual(expect.any(String));
    expect(await t.call(UPDATE, { i: { id, responsibleUserId: 999_999 } })).toMatchObject({
      isSuccess: false,
    });
    const [deniz, ece] = t.applicantIds as [number, number];
    const added = await t.call<{ id: number }>(ADD_RESULT, { i: { staffDemandId: id, applicantId: deniz } });
    expect(added.isSuccess).toBe(true);
    const twice = await t.call(ADD_RESULT, { i: { staffDemandId: id, applicantId: deniz } });
    expect(twice.isSuccess).toBe(false);
    const other = await t.call<{ id: number }>(ADD_RESULT, { i: { staffDemandId: id, applicantId: ece } });
    await server.server.services.tenants.withTenant(t.tenant.tag, async (db) => {
      const [type] = await db
        .insert(ratingTypes)
        .values({ name: 'Teknik' })
        .returning({ id: ratingTypes.id });
      const [interview] = await db
        .insert(applicantInterviews)
        .values({
          applicantId: deniz,
          responsibleUserId: t.hr1.userId,
          ratingTypeId: type!.id,
          interviewDate: new Date(),
          staffDemandId: id,
        })
        .returning({ id: applicantInterviews.id });
      await db
        .update(staffDemandResults)
        .set({ interviewId: interview!.id })
        .where(eq(staffDemandResults.id, added.data.id));
    });
    const { results } = await demand(id);
    expect(results).toEqual([
      {
        id: added.data.id,
        applicant: expect.objectContaining({
          fullName: 'Deniz Aydın',
          reference: 'Kariyer sitesi',
          employmentType: { name: 'Tam zamanlı' },
        }),
        isSetInterView: true,
        applicantInterViewId: expect.any(Number),
      },
      expect.objectContaining({ id: other.data.id, isSetInterView: false, applicantInterViewId: null }),
    ]);
    expect(await t.call(DELETE_RESULT, { id: other.data.id })).toMatchObject({ isSuccess: true });
    expect((await demand(id)).results).toHaveLength(1);
    // the applicant's operations tab says both, in the reader's language
    const lines = await t.call<{ operation: string }[]>(
      `query($p: ApplicantOperationPagerModel) { applicantOperations(pagerModel: $p) { data { operation } } }`,
      { p: { applicantId: ece, pageSize: 50 } },
      'en',
    );
    expect(lines.data.map((line) => line.operation).slice(0, 2)).toEqual([
      `Taken off staff demand no. ${String(id)}.`,
      `Added to staff demand no. ${String(id)}.`,
    ]);
  });

  it('closes an approved demand only; the list shows completed ones by default and incomplete ones when asked', async () => {
    const running = await t.ask('Onay bekleyen talep');
    expect(await t.call(CLOSE, { i: { id: running } }, 'en')).toMatchObject({
      isSuccess: false,
      message: 'This staff demand is still in approval.',
    });
    await t.decideDemand(running, 'Onayla');
    expect(await t.call(CLOSE, { i: { id: running } })).toMatchObject({ isSuccess: true });
    const closed = await demand(running);
    expect(closed).toMatchObject({ state: 'closed', isCompleted: true, status: { name: 'Kapatıldı' } });
    expect(closed.completedDate).toEqual(expect.any(String));
    expect(await t.call(CLOSE, { i: { id: running } })).toMatchObject({
      isSuccess: false,
      message: 'Bu personel talebi kapanmış.',
    });
    const refusedResult = await t.call(ADD_RESULT, {
      i: { staffDemandId: running, applicantId: t.applicantIds[0] },
    });
    expect(refusedResult.isSuccess).toBe(false);
    const rejected = await t.ask('Reddedilecek talep');
    await t.decideDemand(rejected, 'Reddet', 'Bütçe yok');
    expect(await demand(rejected)).toMatchObject({ state: 'rejected', isCompleted: true });
    const waiting = await t.ask('Bekleyen talep');
    const completed = await t.call<{ id: number; isCompleted: boolean }[]>(STAFF_DEMANDS, {
      p: { pageSize: 50, isCompleted: true },
    });
    const incomplete = await t.call<{ id: number; isCompleted: boolean }[]>(STAFF_DEMANDS, {
      p: { pageSize: 50, isCompleted: false },
    });
    expect(completed.data.map((d) => d.id)).toEqual(expect.arrayContaining([running, rejected]));
    expect(completed.data.every((d) => d.isCompleted)).toBe(true);
    expect(incomplete.data.map((d) => d.id)).toContain(waiting);
    expect(incomplete.data.every((d) => !d.isCompleted)).toBe(true);
    const all = await t.call<{ id: number }[]>(STAFF_DEMANDS, { p: { pageSize: 50 } });
    expect(all.totalItemCount).toBe((completed.totalItemCount ?? 0) + (incomplete.totalItemCount ?? 0));
    expect(all.data[0]?.id).toBe(waiting); // newest first
  });

  it('cancelling its request cancels the demand; another tenant does not find it', async () => {
    const id = await t.ask('İptal edilecek talep');
    const request = await t.requestOf(t.requester, id, 'staffDemand');
    const cancelled = await t.call(
      `mutation($i: CancelWorkflowRequestInput!) { cancelWorkflowRequest(inputModel: $i) { isSuccess } }`,
      { i: { requestId: request.id, reason: 'Vazgeçildi' } },
    );
    expect(cancelled.isSuccess).toBe(true);
    expect(await demand(id)).toMatchObject({ state: 'cancelled', isCompleted: true });
    const other = await server.createTenant();
    const token = await server.signIn(other);
    const elsewhere = await server.call(STAFF_DEMAND, { id }, { token });
    expect(elsewhere).toMatchObject({ isSuccess: false, data: null });
    const rows = await server.server.services.tenants.withTenant(other.tag, (db) =>
      db.select().from(staffDemands),
    );
    expect(rows).toEqual([]);
  });
});
