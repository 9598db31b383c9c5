import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { choose } from './support/people.ts';
import { chooseRowAction } from './support/rowMenu.ts';
import { signedIn } from './support/session.ts';

const NAME = `E2E oryantasyon ${Date.now().toString(36)}`;
const FORM = 'Çalışan memnuniyet anketi';

async function openList(page: Page): Promise<void> {
  await page.goto('/#/oryantasyon/oryantasyonlar');
  await expect(page.getByRole('button', { name: 'Oryantasyon ekle' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('orientation: create one, link a form to a role, add a person who is completed at once, untick by hand', async ({
  page,
}) => {
  await signedIn(page);
  await openList(page);
  await page.getByRole('button', { name: 'Oryantasyon ekle' }).click();
  const create = page.getByRole('dialog', { name: 'Oryantasyon ekle' });
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(create.getByText('Ad: Bu alan zorunludur')).toBeVisible();
  await create.getByRole('textbox', { name: 'Ad' }).fill(NAME);
  await create.getByRole('textbox', { name: 'Açıklama' }).fill('İlk hafta yapılacaklar');
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Oryantasyon oluşturuldu').first()).toBeVisible();
  await expect(create).toBeHidden();

  // role → form, ten a page
  await chooseRowAction(page, page, NAME, `${NAME} formları`);
  await expect(page).toHaveURL(/#\/oryantasyon\/oryantasyonlar\/form\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `${NAME}: Oryantasyon formları` })).toBeVisible();
  await page.getByRole('button', { name: 'Oryantasyon formu ekle' }).click();
  const link = page.getByRole('dialog', { name: 'Oryantasyon formu ekle' });
  await choose(page, link, 'Rol', 'Personel');
  await choose(page, link, 'Form', FORM);
  await link.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Oryantasyon formu oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Personel ${FORM}`) })).toBeVisible();
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/#\/oryantasyon\/oryantasyonlar$/);

  // the detail: the description and the people; calisan1 has filled the form already
  await page.getByRole('link', { name: `${NAME} detayı ve kişileri` }).click();
  await expect(page).toHaveURL(/#\/oryantasyon\/oryantasyonlar\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: `${NAME}: Oryantasyondaki kişiler` }),
  ).toBeVisible();
  await expect(page.getByText('İlk hafta yapılacaklar')).toBeVisible();
  await page.getByRole('button', { name: 'Oryantasyondaki kişi ekle' }).click();
  const person = page.getByRole('dialog', { name: 'Oryantasyondaki kişi ekle' });
  await person.getByRole('combobox', { name: 'Kullanıcı' }).fill('Elif Çal');
  await page.getByRole('option', { name: 'Elif Çalışkan' }).first().click();
  await person.getByRole('combobox', { name: 'Sorumlu kişi' }).click();
  await page.getByRole('option').filter({ hasNotText: 'Elif Çalışkan' }).first().click();
  await person.getByRole('textbox', { name: 'Açıklama' }).fill('Anketi doldurdu');
  await person.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Oryantasyondaki kişi oluşturuldu').first()).toBeVisible();
  const row = page.getByRole('row', { name: /Elif Çalışkan/ });
  await expect(row.getByText('1 / 1')).toBeVisible();
  const done = row.getByRole('checkbox', { name: 'Elif Çalışkan tamamladı' });
  await expect(done).toBeChecked();

  // unticked by hand, and it stays so after a reload
  await done.click();
  await expect(page.getByText('Oryantasyondaki kişi güncellendi').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Elif Çalışkan/ }).getByRole('checkbox')).not.toBeChecked();
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the orientation screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await openList(page);
    expect(await seriousViolations(page), 'list').toEqual([]);
    await page.getByRole('button', { name: 'Oryantasyon ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'dialog').toEqual([]);
    await page.getByRole('button', { name: 'İptal' }).click();
    await page.getByRole('link', { name: 'Yeni başlayanlar detayı ve kişileri' }).click();
    await expect(page.getByText('Elif Çalışkan').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page), 'detail').toEqual([]);
    await page.getByRole('button', { name: 'Oryantasyondaki kişi ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'person dialog').toEqual([]);
    await page.getByRole('button', { name: 'İptal' }).click();
    await page.getByRole('link', { name: 'Geri' }).click();
    await chooseRowAction(page, page, 'Yeni başlayanlar', 'Yeni başlayanlar quizleri');
    await expect(page.getByText('İş sağlığı ve güvenliği')).toBeVisible();
    expect(await seriousViolations(page), 'quizzes').toEqual([]);
  });
}
