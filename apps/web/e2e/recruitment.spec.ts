import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** Recruitment definitions (docs/recruitment.md): the lookups, the staff-demand workflows, a type's criteria. */

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a recruitment lookup from the menu: the demo values, create, passive behind the switch', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Dil bilgileri', /#\/isealim\/tanimlamalar\/dilbilgileri$/);
  await expect(page.getByRole('cell', { name: 'İngilizce', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Latince', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'İngilizce sil' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dil ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dil ekle' });
  await expect(dialog.getByRole('switch', { name: 'Aktif' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Ad: Bu alan zorunludur')).toBeVisible();
  await dialog.getByLabel(/Ad/).fill('Japonca');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Dil oluşturuldu').first()).toBeVisible();

  await page.getByRole('button', { name: 'Japonca düzenle' }).click();
  dialog = page.getByRole('dialog', { name: 'Dil düzenle' });
  await dialog.getByRole('switch', { name: 'Aktif' }).uncheck();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Dil güncellendi').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Japonca', exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Pasifleri göster' }).check();
  await expect(page.getByRole('cell', { name: 'Japonca', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Latince', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'İngilizce', exact: true })).toHaveCount(0);
});

test('the staff-demand workflows: a role once, create and delete with a question', async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'Talep iş akışları', /#\/isealim\/tanimlamalar\/isakislari$/);
  await expect(page.getByRole('row', { name: /Personel Yönetici ve İK onayı/ })).toBeVisible();

  // Personel already has its workflow: the server says so and the dialog keeps the input
  await page.getByRole('button', { name: 'Talep iş akışı ekle' }).click();
  await choose(page, 'Rol', 'Personel');
  await choose(page, 'İş akışı', 'İK onayı');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Rol: Bu değer zaten kullanılıyor').first()).toBeVisible();
  await choose(page, 'Rol', 'Editor');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Talep iş akışı oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Editor İK onayı/ })).toBeVisible();

  await page.getByRole('button', { name: 'Editor sil' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Editor');
  await ask.getByRole('button', { name: /Sil|Evet/ }).click();
  await expect(page.getByText('Talep iş akışı silindi').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Editor İK onayı/ })).toHaveCount(0);
});

test("a rating type's criteria: the link from the type, five demo criteria, a new one, back", async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Kriter tipleri', /#\/isealim\/degerlendirmeler\/kritertipleri$/);
  await page.getByRole('link', { name: 'Teknik mülakat kriterleri' }).click();
  await expect(page).toHaveURL(/#\/isealim\/degerlendirmeler\/kritertipleri\/\d+\/kriterler$/);
  await expect(page.getByRole('heading', { name: 'Teknik mülakat: Kriterler' })).toBeVisible();
  await expect(page.getByText('1–5 / 5')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Problem çözme', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Kriter ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kriter ekle' });
  await dialog.getByLabel(/Ad/).fill('Sunum becerisi');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kriter oluşturuldu').first()).toBeVisible();
  await expect(page.getByText('1–5 / 6')).toBeVisible();

  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/#\/isealim\/degerlendirmeler\/kritertipleri$/);
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the recruitment screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await expect(page).not.toHaveURL(/auth\/login/);
    await page.goto('/#/isealim/tanimlamalar/egitimdurumu');
    await expect(page.getByText('Lisans', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'lookup').toEqual([]);
    await page.getByRole('button', { name: 'Eğitim durumu ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'lookup dialog').toEqual([]);
    await page.getByRole('button', { name: 'İptal' }).click();

    await page.goto('/#/isealim/degerlendirmeler/sonucakislari');
    await expect(page.getByText('Beklemede', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'rating results').toEqual([]);

    await page.goto('/#/isealim/degerlendirmeler/kritertipleri');
    await page.getByRole('link', { name: 'Teknik mülakat kriterleri' }).click();
    await expect(page.getByText('Alan bilgisi', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'criteria').toEqual([]);

    await page.goto('/#/isealim/tanimlamalar/isakislari');
    await expect(page.getByText('Personel', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'staff-demand workflows').toEqual([]);
    await page.getByRole('button', { name: 'Talep iş akışı ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'staff-demand dialog').toEqual([]);
  });
}
