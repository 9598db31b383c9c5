import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer } from './harness.ts';
import {
  COMPLETE,
  DELETE_INTERVIEW,
  INTERVIEWS,
  interviewTenant,
  UPDATE_INTERVIEW,
  type Interview,
} from './interviews-fixture.ts';
import { STAFF_DEMAND } from './staff-demands-fixture.ts';

/** Scheduling interviews in the panel (docs/recruitment.md, 'Interviews'). */
describe('interviews: scheduling', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof interviewTenant>>;
  const list = async (applicantId: number) =>
    (await t.call<Interview[]>(INTERVIEWS, { p: { applicantId, pageSize: 50 } })).data;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await interviewTenant(server);
  });
  afterAll(() => server.stop());

  it('schedules an interview: the responsible user is an interviewer, the applicant gets an operations line', async () => {
    const id = await t.scheduled();
    const read = await t.interview(id);
    expect(read).toMatchObject({
      isInterviewed: false,
      interviewedDate: null,
      isCompleted: false,
      completedDate: null,
      status: { name: 'Planlandı' },
      ratingResult: null,
    });
    // 10:30 in Turkey's time (no zone sent) is 07:30 UTC
    expect(
      (
        await t.call<{ interviewDate: string }>(
          `{ applicantInterView(id: ${id}) { data { interviewDate } } }`,
        )
      ).data.interviewDate,
    ).toBe('2027-03-01T07:30:00.000Z');
    expect(read.interviewers.map((i) => [i.userId, i.isResponsible, i.recorded])).toEqual([
      [t.requester.userId, true, false],
      [t.manager2.userId, false, false],
    ]);
    expect(read.ratings.map((r) => [r.ratingItem.name, r.vote, r.voteCount])).toEqual([
      ['Alan bilgisi', null, 0],
      ['Problem çözme', null, 0],
      ['İletişim', null, 0],
    ]);
    expect((await list(t.applicantIds[0] ?? 0)).map((row) => row.id)).toContain(id);
    expect((await list(t.applicantIds[1] ?? 0)).map((row) => row.id)).not.toContain(id);
    const lines = await t.operations(t.applicantIds[0] ?? 0);
    expect(
      lines.some(
        (line) => line.startsWith('Görüşme planlandı:') && line.includes(read.responsibleUser.fullName),
      ),
    ).toBe(true);
  });

  it('refuses passive people, a passive or empty rating type and a wrong date, naming the field; nothing is stored', async () => {
    const before = (await list(t.applicantIds[1] ?? 0)).length;
    const passive = await t.employee('Personel');
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.update(users).set({ isActive: false }).where(eq(users.id, passive.userId)),
    );
    const passiveType = await t.made('RatingType', { name: 'Eski tip' });
    await t.made('RatingItem', { name: 'Eski kriter', ratingTypeId: passiveType });
    await t.call(
      `mutation { updateRatingType(inputModel: { id: ${passiveType}, name: "Eski tip", isActive: false }) { isSuccess } }`,
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ responsibleUserId: 999_999 }, 'responsibleUserId', 'Sorumlu kişi: Böyle bir kayıt yok'],
      [{ ratingTypeId: t.emptyTypeId }, 'ratingTypeId', 'Kriter tipi: Bu kriter tipinin etkin kriteri yok'],
      [{ ratingTypeId: passiveType }, 'ratingTypeId', 'Kriter tipi: Etkin bir kayıt seçin'],
      [
        { interviewDate: '2027-02-30T10:00' },
        'interviewDate',
        'Görüşme tarihi: Geçerli bir tarih ve saat girin',
      ],
      [{ interviewDate: null }, 'interviewDate', 'Görüşme tarihi: Bu alan zorunludur'],
    ];
    for (const [input, field, message] of cases) {
      const answer = await t.schedule({ applicantId: t.applicantIds[1], ...input });
      expect(answer.isSuccess, field).toBe(false);
      expect(answer.messages[0]).toMatchObject({ field, message });
    }
    const passiveAnswer = await t.schedule({
      applicantId: t.applicantIds[1],
      interviewerIds: [passive.userId],
    });
    expect(passiveAnswer.isSuccess).toBe(false);
    expect((passiveAnswer.messages[0] as { field?: string } | undefined)?.field).toBe('interviewerIds.0');
    const english = await server.call(
      `mutation($i: ApplicantInterviewCreateInput!) { createApplicantInterView(inputModel: $i) { isSuccess messages { message } } }`,
      {
        i: {
          applicantId: t.applicantIds[1],
          responsibleUserId: t.requester.userId,
          ratingTypeId: t.emptyTypeId,
          interviewDate: '2027-03-01T10:00',
        },
      },
      { token: t.token, lang: 'en' },
    );
    expect(english).toMatchObject({
      isSuccess: false,
      messages: [{ message: 'Rating type: This rating type has no active criteria' }],
    });
    expect((await list(t.applicantIds[1] ?? 0)).length).toBe(before);
  });

  it('links the staff demand it is for: the demand results table opens the interview', async () => {
    const demandId = await t.ask('Bir backend geliştirici');
    const id = await t.scheduled({ applicantId: t.applicantIds[1], staffDemandId: demandId });
    const demand = await t.call<{
      results: {
        applicant: { fullName: string };
        isSetInterView: boolean;
        applicantInterViewId: number | null;
      }[];
    }>(STAFF_DEMAND, { id: demandId });
    expect(demand.data.results).toEqual([
      expect.objectContaining({
        applicant: expect.objectContaining({ fullName: 'Ece Kaya' }),
        isSetInterView: true,
        applicantInterViewId: id,
      }),
    ]);
  });

  it('changes and deletes only before anyone recorded; completes only when everybody recorded', async () => {
    const id = await t.scheduled();
    const moved = await t.call(UPDATE_INTERVIEW, {
      i: {
        id,
        applicantId: t.applicantIds[0],
        responsibleUserId: t.manager2.userId,
        ratingTypeId: t.ratingTypeId,
        interviewDate: '2027-03-02T09:00:00Z',
      },
    });
    expect(moved.isSuccess).toBe(true);
    // the new responsible user is the only interviewer left (the old one was responsible, no others given)
    expect((await t.interview(id)).interviewers.map((i) => [i.userId, i.isResponsible])).toEqual([
      [t.manager2.userId, true],
    ]);
    const early = await t.call(COMPLETE, { i: { id, ratingResultId: t.positive } });
    expect(early).toMatchObject({
      isSuccess: false,
      message: 'Görüşme, her görüşmeci değerlendirmesini kaydettikten sonra tamamlanabilir.',
    });
    expect((await t.record(t.manager2, id, [4, 4, 4])).isSuccess).toBe(true);
    const refused = 'Bu görüşme için değerlendirme yapıldı; artık değiştirilemez ya da silinemez.';
    expect(await t.call(UPDATE_INTERVIEW, { i: { id, description: 'Yeni' } })).toMatchObject({
      isSuccess: false,
      message: refused,
    });
    expect(await t.call(DELETE_INTERVIEW, { id })).toMatchObject({ isSuccess: false, message: refused });
    expect((await t.interview(id)).isInterviewed).toBe(true);
  });

  it('deletes an interview nobody recorded', async () => {
    const id = await t.scheduled();
    expect((await t.call(DELETE_INTERVIEW, { id })).isSuccess).toBe(true);
    expect(
      (await t.call(`{ applicantInterView(id: ${id}) { isSuccess messages { code } } }`)).messages[0]?.code,
    ).toBe('NotFound');
  });
});
