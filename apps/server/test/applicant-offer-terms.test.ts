import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { applicantsFixture, type ApplicantsFixture } from './applicants-fixture.ts';
import { today } from '../src/modules/navigation/audience.ts';

const FAILURE = 'isSuccess message messages { code message field }';
const CREATE_OFFER = `mutation($i: ApplicantOfferCreateInput!) { createApplicantOffer(inputModel: $i) { ${FAILURE} data { id } } }`;
const UPDATE_OFFER = `mutation($i: ApplicantOfferUpdateInput!) { updateApplicantOffer(inputModel: $i) { ${FAILURE} } }`;
const OFFER = `query($id: Int!) { applicantOffer(id: $id) { isSuccess data { description staffDemandId jobPositionId jobPosition { name } salary startDate validUntil } } }`;

/** The day `days` from today on the server's calendar, YYYY-MM-DD. */
const inDays = (days: number) => today(new Date(Date.now() + days * 86_400_000));

interface Failure {
  isSuccess: boolean;
  message: string;
  messages: { field: string | null; message: string }[];
}

describe('an offer names its position, salary, start day and validity (docs/recruitment.md Offers)', () => {
  let server: TestServer;
  let f: ApplicantsFixture;
  let applicantId = 0;
  let positionId = 0;

  beforeAll(async () => {
    server = await TestServer.start();
    f = await applicantsFixture(server);
    applicantId = await f.createApplicant({ name: 'Ece', surname: 'Tan' });
    const made = await f.call<{ id: number }>(
      `mutation($i: JobPositionCreateInput!) { createJobPosition(inputModel: $i) { isSuccess message data { id } } }`,
      { i: { name: 'Muhasebe uzmanı' } },
    );
    positionId = made.data.id;
  });
  afterAll(() => server.stop());

  const terms = () => ({
    applicantId,
    description: 'Muhasebe uzmanı teklifi',
    jobPositionId: positionId,
    salary: 45250.5,
    startDate: inDays(30),
    validUntil: inDays(7),
  });

  it('stores the terms on create and on change, and answers them', async () => {
    const made = await f.call<{ id: number }>(CREATE_OFFER, { i: terms() });
    expect(made.isSuccess).toBe(true);
    expect((await f.call(OFFER, { id: made.data.id })).data).toEqual({
      description: 'Muhasebe uzmanı teklifi',
      staffDemandId: null,
      jobPositionId: positionId,
      jobPosition: { name: 'Muhasebe uzmanı' },
      salary: 45250.5,
      startDate: inDays(30),
      validUntil: inDays(7),
    });
    const changed = await f.call(UPDATE_OFFER, {
      i: { ...terms(), id: made.data.id, salary: 0, validUntil: inDays(30) },
    });
    expect(changed.isSuccess).toBe(true);
    expect((await f.call(OFFER, { id: made.data.id })).data).toMatchObject({
      salary: 0,
      validUntil: inDays(30),
    });
  });

  it.each([
    ['a negative salary', { salary: -1 }, 'salary', 'Maaş: En az 0 olabilir'],
    [
      'a salary with three decimals',
      { salary: 100.125 },
      'salary',
      'Maaş: En fazla 2 ondalık basamak girilebilir',
    ],
    [
      'a start day that does not exist',
      { startDate: '2027-02-30' },
      'startDate',
      expect.stringMatching(/^Başlangıç tarihi/) as string,
    ],
    [
      'a validity after the start',
      { validUntil: inDays(31) },
      'validUntil',
      'Geçerlilik tarihi: Başlangıç tarihinden sonra olamaz; teklif işe başlamadan yanıtlanır',
    ],
    [
      'a validity already past',
      { validUntil: inDays(-1) },
      'validUntil',
      'Geçerlilik tarihi: Bugünden önce olamaz',
    ],
  ])('refuses %s at its field and stores nothing', async (_case, change, field, message) => {
    const count = async () =>
      (await f.call(`{ applicantOffers(pagerModel: { applicantId: ${applicantId} }) { totalItemCount } }`))
        .totalItemCount;
    const before = await count();
    const refused = (await f.call(CREATE_OFFER, { i: { ...terms(), ...change } })) as unknown as Failure;
    expect(refused.isSuccess).toBe(false);
    expect(refused.messages).toContainEqual(expect.objectContaining({ field, message }));
    expect(await count()).toBe(before);
  });

  it('keeps the offer as it was when a change is refused', async () => {
    const made = await f.call<{ id: number }>(CREATE_OFFER, { i: terms() });
    const refused = (await f.call(UPDATE_OFFER, {
      i: { ...terms(), id: made.data.id, description: 'Başka', salary: 12.345 },
    })) as unknown as Failure;
    expect(refused.isSuccess).toBe(false);
    expect((await f.call(OFFER, { id: made.data.id })).data).toMatchObject({
      description: 'Muhasebe uzmanı teklifi',
      salary: 45250.5,
    });
  });
});
