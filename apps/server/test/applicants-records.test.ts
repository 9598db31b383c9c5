import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TestServer } from './harness.ts';
import { applicantsFixture, type ApplicantsFixture } from './applicants-fixture.ts';
import { SAMPLES } from '../src/files/testing/sample-files.ts';
import { privateTagOf } from '../src/files/private-files.ts';
import { applicantDocuments, applicants } from '../src/db/tenant/applicants.table.ts';
import { pendingUploads } from '../src/db/tenant/uploads.table.ts';
import { invitations } from '../src/db/tenant/people.table.ts';
import { forms } from '../src/db/tenant/forms.table.ts';
import {
  orientationForms,
  orientationInformations,
  orientationUsers,
} from '../src/db/tenant/orientation.table.ts';
import { staffDemands } from '../src/db/tenant/staff-demands.table.ts';
import { users } from '../src/db/tenant/users.table.ts';

const ADD_DOCUMENT = `mutation($i: AddApplicantDocumentInput!) { addApplicantDocument(inputModel: $i) { isSuccess message data { id } } }`;
const DOCUMENT_FILE = `query($id: Int!) { applicantDocumentFile(id: $id) { isSuccess message messages { code } data { fileName contentType fileBase64String } } }`;
const DOCUMENTS = `query($id: Int!) { applicant(id: $id) { data { documents { id fileName contentType size documentType { name } } } } }`;
const CREATE_OFFER = `mutation($i: ApplicantOfferCreateInput!) { createApplicantOffer(inputModel: $i) { isSuccess message data { id } } }`;
const UPDATE_OFFER = `mutation($i: ApplicantOfferUpdateInput!) { updateApplicantOffer(inputModel: $i) { isSuccess message } }`;
const DECIDE = `mutation($i: DecideApplicantOfferInput!) { decideApplicantOffer(inputModel: $i) { isSuccess message } }`;
const HIRE = `mutation($i: HireApplicantInput!) { hireApplicant(inputModel: $i) { isSuccess message data { id } } }`;
const OFFER = `query($id: Int!) { applicantOffer(id: $id) { isSuccess data { id applicantId description applicant { name surname } status { name } state isCompleted completedDate startDate staffDemandId } } }`;

describe('applicant documents (private), offers, hire and delete for good', () => {
  let server: TestServer;
  let f: ApplicantsFixture;
  const db = <T>(work: Parameters<TestServer['server']['services']['tenants']['withTenant']>[1]) =>
    server.server.services.tenants.withTenant(f.tenant.tag, work) as Promise<T>;

  beforeAll(async () => {
    server = await TestServer.start();
    f = await applicantsFixture(server);
  });
  afterAll(() => server.stop());

  it('keeps a CV out of the public files and gives it only to a signed-in panel user of the tenant', async () => {
    const id = await f.createApplicant({ name: 'Can', surname: 'Öztürk' });
    const uploadId = await f.upload(SAMPLES.pdf, 'özgeçmiş.pdf');
    const [pending] = await db<{ filePath: string }[]>((tx) =>
      tx.select().from(pendingUploads).where(eq(pendingUploads.id, uploadId)),
    );
    const added = await f.call<{ id: number }>(ADD_DOCUMENT, {
      i: { applicantId: id, documentTypeId: f.lookups.cv, uploadId },
    });
    expect(added.isSuccess).toBe(true);
    const listed = await f.call<{ documents: unknown[] }>(DOCUMENTS, { id });
    expect(listed.data.documents).toEqual([
      {
        id: added.data.id,
        fileName: 'özgeçmiş.pdf',
        contentType: 'application/pdf',
        size: SAMPLES.pdf.length,
        documentType: { name: 'Özgeçmiş' },
      },
    ]);
    // the public copy is gone and the private one is not served by the files route
    expect((await fetch(`${server.url}${pending?.filePath}`)).status).toBe(404);
    const [row] = await db<{ storedName: string }[]>((tx) => tx.select().from(applicantDocuments));
    expect((await fetch(`${server.url}/files/${privateTagOf(f.tenant.tag)}/${row?.storedName}`)).status).toBe(
      404,
    );
    const file = await f.call<{ fileBase64String: string; contentType: string }>(DOCUMENT_FILE, {
      id: added.data.id,
    });
    expect(Buffer.from(file.data.fileBase64String, 'base64').equals(SAMPLES.pdf)).toBe(true);
    // nobody else: no token, a portal token, another tenant
    const anonymous = await server.call(DOCUMENT_FILE, { id: added.data.id });
    expect(anonymous).toMatchObject({ isSuccess: false });
    const employee = await server.signInEmployee(f.tenant);
    expect(await server.call(DOCUMENT_FILE, { id: added.data.id }, { token: employee.token })).toMatchObject({
      isSuccess: false,
    });
    const other = await applicantsFixture(server);
    expect((await other.call(DOCUMENT_FILE, { id: added.data.id })).isSuccess).toBe(false);
    // a video is not a document; the used upload cannot be used twice
    const video = await f.upload(SAMPLES.mp4, 'a.mp4', 'video');
    const refused = await f.call(ADD_DOCUMENT, {
      i: { applicantId: id, documentTypeId: f.lookups.cv, uploadId: video },
    });
    expect(refused.isSuccess).toBe(false);
    const again = await f.call(ADD_DOCUMENT, {
      i: { applicantId: id, documentTypeId: f.lookups.cv, uploadId },
    });
    expect(again.isSuccess).toBe(false);
    const removed = await f.call('mutation($id: Int!) { deleteApplicantDocument(id: $id) { isSuccess } }', {
      id: added.data.id,
    });
    expect(removed.isSuccess).toBe(true);
    expect(
      await server.server.services.files.open(privateTagOf(f.tenant.tag), row?.storedName ?? ''),
    ).toBeNull();
    expect((await f.operations(id)).slice(0, 2)).toEqual([
      'Belge silindi: Özgeçmiş (özgeçmiş.pdf).',
      'Belge eklendi: Özgeçmiş (özgeçmiş.pdf).',
    ]);
  });

  it('never makes a tenant whose tag names a private folder', async () => {
    await expect(server.createTenant(privateTagOf('demo'))).rejects.toThrow(/reserved/);
  });

  it('writes, changes and settles offers once, each with its line and its status name', async () => {
    const id = await f.createApplicant({ name: 'Deniz', surname: 'Ak', email: 'deniz@aday.test' });
    const offer = await f.call<{ id: number }>(CREATE_OFFER, {
      i: { applicantId: id, description: 'Yazılım uzmanı, 1 Ocak' },
    });
    expect(offer.isSuccess).toBe(true);
    const changed = await f.call(UPDATE_OFFER, {
      i: { id: offer.data.id, applicantId: id, description: 'Yazılım uzmanı, 15 Ocak' },
    });
    expect(changed.isSuccess).toBe(true);
    const other = await f.createApplicant({ name: 'Başka', surname: 'Aday' });
    const moved = await f.call(UPDATE_OFFER, {
      i: { id: offer.data.id, applicantId: other, description: 'x' },
    });
    expect(moved.message).toBe('Aday: Bir teklif başka bir adaya taşınamaz');
    const waiting = await f.call(OFFER, { id: offer.data.id });
    expect(waiting.data).toMatchObject({
      status: { name: 'Bekliyor' },
      isCompleted: false,
      completedDate: null,
      applicant: { name: 'Deniz', surname: 'Ak' },
    });
    const accepted = await f.call(DECIDE, {
      i: { id: offer.data.id, state: 'accepted', startDate: '2027-01-15' },
    });
    expect(accepted.isSuccess).toBe(true);
    const done = await f.call(OFFER, { id: offer.data.id }, { lang: 'en' });
    expect(done.data).toMatchObject({
      status: { name: 'Accepted' },
      isCompleted: true,
      startDate: '2027-01-15',
    });
    expect((done.data as { completedDate: string | null }).completedDate).toBeTruthy();
    expect((await f.call(DECIDE, { i: { id: offer.data.id, state: 'declined' } })).message).toBe(
      'Bu teklif sonuçlandı; artık değiştirilemez.',
    );
    expect((await f.call(UPDATE_OFFER, { i: { id: offer.data.id, description: 'y' } })).isSuccess).toBe(
      false,
    );
    const second = await f.call<{ id: number }>(CREATE_OFFER, {
      i: { applicantId: id, description: 'Yedek teklif' },
    });
    await f.call(DECIDE, { i: { id: second.data.id, state: 'withdrawn' } });
    expect(await f.operations(id)).toEqual([
      'Teklif geri çekildi.',
      'Teklif yazıldı: Yedek teklif',
      'Teklif kabul edildi; başlama tarihi: 15.01.2027.',
      'Teklif değiştirildi: Yazılım uzmanı, 15 Ocak',
      'Teklif yazıldı: Yazılım uzmanı, 1 Ocak',
      'Aday kaydı oluşturuldu.',
    ]);
  });

  it('hires from an accepted offer once: the user is invited, joins the orientation of the role, the demand is filled', async () => {
    const roleId = f.roles.Personel ?? 0;
    const departmentId = Object.values(f.departments)[0] ?? 0;
    const { orientationId, demandId } = await db<{ orientationId: number; demandId: number }>(async (tx) => {
      const [form] = await tx.insert(forms).values({ name: 'İlk gün formu' }).returning();
      const [orientation] = await tx
        .insert(orientationInformations)
        .values({ name: 'Hoş geldin', description: 'İlk hafta' })
        .returning();
      await tx
        .insert(orientationForms)
        .values({ orientationInformationId: orientation?.id ?? 0, roleId, formId: form?.id ?? 0 });
      const [demand] = await tx
        .insert(staffDemands)
        .values({ createdUserId: f.adminId, description: 'Bir uzman', state: 'approved' })
        .returning();
      return { orientationId: orientation?.id ?? 0, demandId: demand?.id ?? 0 };
    });
    const id = await f.createApplicant({
      name: 'Ece',
      surname: 'Tan',
      email: 'ece@aday.test',
      gsm: '5551112233',
    });
    const offer = await f.call<{ id: number }>(CREATE_OFFER, {
      i: { applicantId: id, description: 'Uzman', staffDemandId: demandId },
    });
    const early = await f.call(HIRE, { i: { offerId: offer.data.id, roleId, departmentId } });
    expect(early.message).toBe('Yalnızca kabul edilmiş bir teklifle işe alınabilir.');
    await f.call(DECIDE, { i: { id: offer.data.id, state: 'accepted' } });
    const hired = await f.call<{ id: number }>(HIRE, {
      i: { offerId: offer.data.id, roleId, departmentId, startDate: '2027-02-01' },
    });
    expect(hired.isSuccess).toBe(true);
    const userId = hired.data.id;
    const user = await f.call<Record<string, unknown>>(
      `{ user(id: ${userId}) { data { name surname email gsm roleId hasPassword hireDate } } }`,
    );
    expect(user.data).toMatchObject({
      name: 'Ece',
      surname: 'Tan',
      email: 'ece@aday.test',
      gsm: '5551112233',
      roleId,
      hasPassword: false,
      // the offer's start date: the leave entitlement counts from it
      hireDate: '2027-02-01',
    });
    const state = await db<{
      invited: unknown[];
      inOrientation: unknown[];
      demand: unknown;
      hiredUserId: unknown;
    }>(async (tx) => ({
      invited: await tx.select().from(invitations).where(eq(invitations.userId, userId)),
      inOrientation: await tx.select().from(orientationUsers).where(eq(orientationUsers.userId, userId)),
      demand: (await tx.select().from(staffDemands).where(eq(staffDemands.id, demandId)))[0],
      hiredUserId: (await tx.select().from(applicants).where(eq(applicants.id, id)))[0]?.hiredUserId,
    }));
    expect(state.invited).toHaveLength(1);
    expect(state.inOrientation).toMatchObject([{ orientationInformationId: orientationId }]);
    expect(state.demand).toMatchObject({ state: 'filled', isCompleted: true });
    expect(state.hiredUserId).toBe(userId);
    expect((await f.call(HIRE, { i: { offerId: offer.data.id, roleId, departmentId } })).message).toBe(
      'Bu aday zaten işe alındı.',
    );
    expect((await f.operations(id, 'en'))[0]).toBe('Hired: user Ece Tan created.');
  });

  it('deletes an applicant for good: documents with their files, offers and operations', async () => {
    const id = await f.createApplicant({ name: 'Silinecek', surname: 'Aday', email: 'sil@aday.test' });
    const uploadId = await f.upload(SAMPLES.png, 'foto.png');
    await f.call(ADD_DOCUMENT, { i: { applicantId: id, documentTypeId: f.lookups.diploma, uploadId } });
    await f.call(CREATE_OFFER, { i: { applicantId: id, description: 'Teklif' } });
    const [document] = await db<{ storedName: string }[]>((tx) =>
      tx.select().from(applicantDocuments).where(eq(applicantDocuments.applicantId, id)),
    );
    const answer = await f.call('mutation($id: Int!) { deleteApplicant(id: $id) { isSuccess } }', { id });
    expect(answer.isSuccess).toBe(true);
    expect((await f.call(`{ applicant(id: ${id}) { isSuccess } }`)).isSuccess).toBe(false);
    expect(
      (await f.call(`{ applicantOffers(pagerModel: { applicantId: ${id} }) { totalItemCount } }`))
        .totalItemCount,
    ).toBe(0);
    expect(await f.operations(id)).toEqual([]);
    expect(
      await server.server.services.files.open(privateTagOf(f.tenant.tag), document?.storedName ?? ''),
    ).toBeNull();
    const left = await db<unknown[]>((tx) => tx.select().from(users).where(eq(users.email, 'sil@aday.test')));
    expect(left).toEqual([]);
  });
});
