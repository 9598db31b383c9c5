import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** Applicants (docs/recruitment.md, Applicants): a new applicant with a CV, filtered, its page, an offer. */

/** A real, small one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an applicant with a CV: in the filtered list, its page, an offer written and accepted', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Adaylar', /#\/isealim\/adaylar$/);
  await page.getByRole('button', { name: 'Aday ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aday ekle' });
  await dialog.getByLabel(/^Ad/).fill('Tuğba');
  await dialog.getByLabel(/^Soyad/).fill('Yücel');
  await dialog.getByLabel(/^E-posta/).fill('tugba.yucel@aday.example');
  await choose(page, dialog, 'Eğitim durumu', 'Yüksek lisans');
  await choose(page, dialog, 'Çalışma tipi', 'Sözleşmeli');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Aday oluşturuldu').first()).toBeVisible();

  await choose(page, page, 'Çalışma tipi', 'Sözleşmeli');
  await expect(page).toHaveURL(/employmentTypeId=\d+/);
  await expect(page.getByRole('cell', { name: 'Tuğba Yücel', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Mert Çelik', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Tuğba Yücel adayının sayfası' }).click();
  await expect(page).toHaveURL(/#\/isealim\/adaylar\/\d+$/);
  await expect(page.getByText('tugba.yucel@aday.example')).toBeVisible();

  await choose(page, page, 'Doküman tipi', 'Özgeçmiş');
  await page
    .getByTestId('applicant-document-file')
    .setInputFiles({ name: 'ozgecmis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Belge eklendi').first()).toBeVisible();
  await expect(page.getByText('ozgecmis.pdf')).toBeVisible();

  await page.getByRole('tab', { name: 'Teklifler' }).click();
  await page.getByRole('button', { name: 'Teklif yaz' }).click();
  const offer = page.getByRole('dialog');
  await offer.getByLabel(/^Açıklama/).fill('Kıdemli uzman, 1 Şubat');
  await offer.getByLabel(/^Maaş/).fill('45250.5');
  await offer.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Teklif oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '45.250,50' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bekliyor' })).toBeVisible();
  await page.getByRole('button', { name: 'Teklifi sonuçlandır: Kıdemli uzman, 1 Şubat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Teklif sonuçlandı').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kabul edildi' })).toBeVisible();

  await page.getByRole('tab', { name: 'İşlemler' }).click();
  await expect(page.getByRole('cell', { name: /Teklif kabul edildi/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Belge eklendi: Özgeçmiş (ozgecmis.pdf).' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the applicants' screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await expect(page).not.toHaveURL(/auth\/login/);
    await page.goto('/#/isealim/adaylar?q=arslan');
    // a table at 1280 px, cards on a phone
    await expect(page.getByText('Elif Arslan', { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page), 'list').toEqual([]);
    await page.getByRole('link', { name: 'Elif Arslan adayının sayfası' }).click();
    await expect(page.getByText('elif.arslan@aday.example')).toBeVisible();
    expect(await seriousViolations(page), 'detail').toEqual([]);
    await page.getByRole('tab', { name: 'Teklifler' }).click();
    await expect(page.getByText('Kabul edildi').first()).toBeVisible();
    expect(await seriousViolations(page), 'offers').toEqual([]);
    await page
      .getByRole('link', { name: /Teklifin sayfası/ })
      .first()
      .click();
    await expect(page).toHaveURL(/teklif\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Teklif', exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Elif Arslan$/ })).toBeVisible();
    expect(await seriousViolations(page), 'offer').toEqual([]);
  });
}
