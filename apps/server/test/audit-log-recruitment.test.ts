import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../src/files/testing/sample-files.ts';
import { staffDemands } from '../src/db/tenant/staff-demands.table.ts';
import { TestServer } from './harness.ts';
import { historyOf } from './audit-log-fixture.ts';
import { applicantsFixture, type ApplicantsFixture } from './applicants-fixture.ts';
import { COMPLETE, interviewTenant } from './interviews-fixture.ts';
import { CLOSE } from './staff-demands-fixture.ts';

const ADD_DOCUMENT = `mutation($i: AddApplicantDocumentInput!) { addApplicantDocument(inputModel: $i) { isSuccess message data { id } } }`;
const DELETE_DOCUMENT = 'mutation($id: Int!) { deleteApplicantDocument(id: $id) { isSuccess } }';
const CREATE_OFFER = `mutation($i: ApplicantOfferCreateInput!) { createApplicantOffer(inputModel: $i) { isSuccess message data { id } } }`;
const DECIDE = `mutation($i: DecideApplicantOfferInput!) { decideApplicantOffer(inputModel: $i) { isSuccess message } }`;
const HIRE = `mutation($i: HireApplicantInput!) { hireApplicant(inputModel: $i) { isSuccess message data { id } } }`;
const DELETE_APPLICANT = 'mutation($id: Int!) { deleteApplicant(id: $id) { isSuccess } }';

describe('the history of recruitment: staff demands and interviews (panel and portal)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof interviewTenant>>;
  let rows: ReturnType<typeof historyOf>;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await interviewTenant(server);
    rows = historyOf(t.call);
  });
  afterAll(() => server.stop());

  it('records a staff demand asked on the portal and closed on the panel', async () => {
    const id = await t.ask('Geçmişli talep');
    const [started] = await rows({ entity: 'WorkflowRequest', action: 'startRequest', sortDescending: true });
    expect(started).toMatchObject({ userId: t.requester.userId, channel: 'portal' });
    expect(started?.changes).toMatchObject({ kind: { new: 'staffDemand' }, subjectId: { new: id } });
    await t.decideDemand(id, 'Onayla');
    expect(await t.call(CLOSE, { i: { id } })).toMatchObject({ isSuccess: true });
    const [closed] = await rows({ entity: 'StaffDemand', entityId: id });
    expect(closed).toMatchObject({ action: 'closeStaffDemand', area: 'recruitment', channel: 'panel' });
    expect(closed?.changes.state).toEqual({ old: 'approved', new: 'closed' });
  });

  it('records an interviewer’s ratings from the portal and HR’s completion', async () => {
    const id = await t.scheduled({ responsibleUserId: t.manager2.userId, interviewerIds: [] });
    expect((await t.record(t.manager2, id, [4, 3, 5])).isSuccess).toBe(true);
    const [recorded] = await rows({ entity: 'ApplicantInterview', entityId: id, action: 'recordInterview' });
    expect(recorded).toMatchObject({ userId: t.manager2.userId, channel: 'portal' });
    expect(recorded?.changes.ratings?.new).toEqual(
      t.items.map((ratingItemId, index) => ({ ratingItemId, vote: [4, 3, 5][index] })),
    );
    // the result's workflow started as the last recording concluded it
    const [result] = await rows({ action: 'startRequest', sortDescending: true });
    expect(result?.changes).toMatchObject({ kind: { new: 'interview' }, subjectId: { new: id } });
    expect((await t.call(COMPLETE, { i: { id, ratingResultId: t.negative } })).isSuccess).toBe(true);
    const [completed] = await rows({
      entity: 'ApplicantInterview',
      entityId: id,
      action: 'completeInterview',
    });
    expect(completed?.changes).toMatchObject({
      ratingResultId: { old: t.positive, new: t.negative },
      isCompleted: { old: false, new: true },
    });
    const [cancelled] = await rows({ entityId: result?.entityId, action: 'cancelRequest' });
    expect(cancelled).toMatchObject({ entity: 'WorkflowRequest', channel: 'panel' });
  });
});

describe('the history of applicants: documents, offers, hire and erasure', () => {
  let server: TestServer;
  let f: ApplicantsFixture;
  let rows: ReturnType<typeof historyOf>;

  beforeAll(async () => {
    server = await TestServer.start();
    f = await applicantsFixture(server);
    rows = historyOf(f.call);
  });
  afterAll(() => server.stop());

  it('records a document added and removed, without its private stored name', async () => {
    const applicantId = await f.createApplicant({ name: 'Can', surname: 'Öztürk' });
    const uploadId = await f.upload(SAMPLES.pdf, 'özgeçmiş.pdf');
    const added = await f.call<{ id: number }>(ADD_DOCUMENT, {
      i: { applicantId, documentTypeId: f.lookups.cv, uploadId },
    });
    expect(added.isSuccess).toBe(true);
    expect((await f.call(DELETE_DOCUMENT, { id: added.data.id })).isSuccess).toBe(true);
    const history = await rows({ entity: 'ApplicantDocument', entityId: added.data.id });
    expect(history.map((r) => [r.action, r.userId, r.channel])).toEqual([
      ['create', f.adminId, 'panel'],
      ['delete', f.adminId, 'panel'],
    ]);
    expect(history[0]?.changes).toMatchObject({
      fileName: { new: 'özgeçmiş.pdf' },
      applicantId: { new: applicantId },
    });
    expect(JSON.stringify(history)).not.toContain('storedName');
    // a refused document (a used upload) writes nothing
    const again = await f.call(ADD_DOCUMENT, { i: { applicantId, documentTypeId: f.lookups.cv, uploadId } });
    expect(again.isSuccess).toBe(false);
    expect(await rows({ entity: 'ApplicantDocument', action: 'create' })).toHaveLength(1);
  });

  it('records an offer decided, the hire and an applicant erased without its values', async () => {
    const applicantId = await f.createApplicant({ name: 'Deniz', surname: 'Ak', email: 'deniz@aday.test' });
    const [demand] = await server.server.services.tenants.withTenant(f.tenant.tag, (db) =>
      db
        .insert(staffDemands)
        .values({ createdUserId: f.adminId, description: 'Bir uzman', state: 'approved' })
        .returning({ id: staffDemands.id }),
    );
    const offer = await f.call<{ id: number }>(CREATE_OFFER, {
      i: { applicantId, description: 'Uzman', staffDemandId: demand?.id },
    });
    expect(offer.isSuccess).toBe(true);
    const decided = await f.call(DECIDE, {
      i: { id: offer.data.id, state: 'accepted', startDate: '2027-01-15' },
    });
    expect(decided.isSuccess).toBe(true);
    const [decision] = await rows({
      entity: 'ApplicantOffer',
      entityId: offer.data.id,
      action: 'decideOffer',
    });
    expect(decision?.changes).toMatchObject({ state: { new: 'accepted' }, isCompleted: { new: true } });
    const hired = await f.call<{ id: number }>(HIRE, {
      i: { offerId: offer.data.id, roleId: f.roles.Personel, departmentId: Object.values(f.departments)[0] },
    });
    expect(hired.isSuccess).toBe(true);
    const [hire] = await rows({ entity: 'Applicant', entityId: applicantId, action: 'hire' });
    expect(hire).toMatchObject({ area: 'recruitment', userId: f.adminId });
    expect(hire?.changes).toMatchObject({
      hiredUserId: { old: null, new: hired.data.id },
      staffDemandFilled: { new: demand?.id },
    });
    expect(await rows({ entity: 'User', entityId: hired.data.id, action: 'create' })).toHaveLength(1);

    expect((await f.call(DELETE_APPLICANT, { id: applicantId })).isSuccess).toBe(true);
    const [erased] = await rows({ entity: 'Applicant', entityId: applicantId, action: 'delete' });
    expect(erased).toMatchObject({ userId: f.adminId, changes: {} });
    // erased on request: its earlier rows and its offer's keep who and when, none of its values
    const earlier = await rows({ entity: 'Applicant', entityId: applicantId });
    expect(earlier.map((r) => r.action).sort()).toEqual(['create', 'delete', 'hire']);
    const offerCreated = await rows({ entity: 'ApplicantOffer', entityId: offer.data.id, action: 'create' });
    for (const row of [...earlier, ...offerCreated]) expect(row.changes).toEqual({});
    expect(JSON.stringify(earlier)).not.toContain('deniz@aday.test');
  });
});
