import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { DEMO, signedIn } from './support/session.ts';

/**
 * Interviews (docs/recruitment.md, Interviews): scheduled on an applicant's page, recorded by two
 * interviewers through the portal API, their votes read on the interview detail; axe on both screens.
 */

/** The demo administrator's panel token, signed in as the panel does (GetSubscription → VerifyPanelUser). */
async function panelToken(request: APIRequestContext): Promise<string> {
  const subscription = await request.get(`/api/Subscription/GetSubscription?tag=${DEMO.tag}`);
  const { data } = (await subscription.json()) as { data: { connectionString: string } };
  const verified = await request.post('/api/User/VerifyPanelUser', {
    data: { connectionToken: data.connectionString, email: DEMO.email, password: DEMO.password },
  });
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

async function choose(page: Page, label: string, option: string, search?: string) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const MINE = `{ myInterviews(pagerModel: { pageSize: 50 }) { data { id applicantFullName ratingItems { id } ratingResults { id name } } } }`;
const RECORD = `mutation($i: RecordInterviewInput!) { recordInterview(inputModel: $i) { isSuccess messages { message } data { isInterviewed } } }`;

test('an interview scheduled on the applicant, recorded by two through the portal, its votes on the detail', async ({
  page,
  request,
}) => {
  const panel = await panelToken(request);
  const stamp = Date.now().toString().slice(-6);
  const created = await callGraphql<{ id: number }>(
    request,
    panel,
    `mutation($i: ApplicantCreateInput!) { createApplicant(inputModel: $i) { isSuccess messages { message } data { id } } }`,
    { i: { name: 'Görkem', surname: `Aday${stamp}`, email: `gorkem${stamp}@aday.example` } },
    '/graphql',
  );
  expect(created.isSuccess).toBe(true);
  const applicant = `Görkem Aday${stamp}`;

  await signedIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  await page.goto(`/#/isealim/adaylar/${created.data.id}`);
  await page.getByRole('tab', { name: 'Görüşmeler' }).click();
  await page.getByRole('button', { name: 'Görüşme planla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Görüşme planla' });
  await choose(page, 'Sorumlu kişi', 'Elif Çalışkan', 'Elif Ça');
  await choose(page, 'Diğer görüşmeciler', 'Mert Yıldırım', 'Mert Yı');
  await choose(page, 'Kriter tipi', 'Teknik mülakat');
  await dialog.getByLabel(/Görüşme tarihi/).fill('2027-03-01T10:30');
  await dialog.getByLabel(/^Açıklama/).fill('Teknik görüşme');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Görüşme oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '01.03.2027 10:30' })).toBeVisible();

  // both interviewers record through the portal: 5 and 1 on the first criterion are flagged
  for (const [email, first] of [
    ['calisan1@pano.local', 5],
    ['calisan2@pano.local', 1],
  ] as const) {
    const token = await portalSignIn(request, email);
    const mine = await callGraphql<
      {
        id: number;
        applicantFullName: string;
        ratingItems: { id: number }[];
        ratingResults: { id: number; name: string }[];
      }[]
    >(request, token, MINE);
    const interview = mine.data.find((row) => row.applicantFullName === applicant);
    if (!interview) throw new Error(`${email} has no interview with ${applicant}`);
    const recorded = await callGraphql(request, token, RECORD, {
      i: {
        interviewId: interview.id,
        ratings: interview.ratingItems.map((item, index) => ({
          ratingItemId: item.id,
          vote: index === 0 ? first : 4,
        })),
        resultDescription: 'Görüştük',
        ratingResultId: interview.ratingResults.find((result) => result.name === 'Beklemede')?.id,
      },
    });
    expect(recorded.isSuccess, JSON.stringify(recorded.messages)).toBe(true);
  }

  await page.reload();
  await page.getByRole('tab', { name: 'Görüşmeler' }).click();
  await page.getByRole('link', { name: 'Elif Çalışkan görüşmesinin ayrıntısı' }).click();
  await expect(page).toHaveURL(/#\/isealim\/adaylar\/\d+\/gorusme\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Görüşme · Görüşüldü, sonuç onayda' })).toBeVisible();
  const votes = page.getByRole('table', { name: 'Puanlar' });
  await expect(
    votes.getByRole('row', { name: /Alan bilgisi 3 4 Puanlar 2 puandan fazla ayrışıyor/ }),
  ).toBeVisible();
  await expect(votes.getByRole('row', { name: 'Problem çözme 4 0 -' })).toBeVisible();
  await expect(page.getByText('Beklemede')).toBeVisible();
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page).toHaveURL(new RegExp(`#/isealim/adaylar/${created.data.id}$`));
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the interviews tab and the interview detail at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await expect(page).not.toHaveURL(/auth\/login/);
    const selin = await callGraphql<{ id: number }[]>(
      page.request,
      await panelToken(page.request),
      '{ applicants(pagerModel: { searchText: "Selin Koç", pageSize: 5 }) { isSuccess messages { message } data { id } } }',
      {},
      '/graphql',
    );
    await page.goto(`/#/isealim/adaylar/${selin.data[0]?.id ?? 0}`);
    await page.getByRole('tab', { name: 'Görüşmeler' }).click();
    await expect(page.getByRole('button', { name: 'Görüşme planla' })).toBeVisible();
    expect(await seriousViolations(page), 'tab').toEqual([]);
    await page.getByRole('button', { name: 'Görüşme planla' }).click();
    await expect(page.getByRole('dialog', { name: 'Görüşme planla' })).toBeVisible();
    expect(await seriousViolations(page), 'dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: /görüşmesinin ayrıntısı$/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Puanlar' })).toBeVisible();
    expect(await seriousViolations(page), 'detail').toEqual([]);
  });
}
