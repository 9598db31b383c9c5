import { expect, test, type Page } from '@playwright/test';
import { stamp } from './support/people.ts';
import { signedIn } from './support/session.ts';

/** A new form, its builder opened. */
async function openBuilder(page: Page, form: string): Promise<void> {
  await page.goto('/#/form/formlar');
  await page.getByRole('button', { name: 'Form ekle' }).click();
  const create = page.getByRole('dialog', { name: 'Form ekle' });
  await create.getByRole('textbox', { name: 'Ad' }).fill(form);
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Form oluşturuldu').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill(form);
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('link', { name: `${form} formunu oluştur` }).click();
  await expect(page).toHaveURL(/editform$/);
}

async function addSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Bölüm ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bölüm ekle' });
  await dialog.getByRole('textbox', { name: 'Bölüm adı' }).fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  return dialog;
}

for (const width of [1280, 390]) {
  test(`the builder at ${width} px: no empty form, no two sections of one name, deletes asked, a preview, Kaydet stays`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    const form = `Yapıcı ${width} ${stamp()}`;
    await openBuilder(page, form);
    const save = page.getByRole('button', { name: 'Kaydet', exact: true });
    const empty = page.getByText('Boş form kaydedilemez: en az bir eleman ekleyin.');

    // an empty form is not saved: Kaydet says why
    await save.click();
    await expect(empty).toBeVisible();
    await expect(page.getByText('Form kaydedildi')).toHaveCount(0);

    // two sections never share a name
    await addSection(page, 'Genel');
    await expect(page.getByRole('tab', { name: 'Genel' })).toBeVisible();
    const again = await addSection(page, 'genel');
    await expect(again.getByText('Bu formda bu adla bir bölüm zaten var')).toBeVisible();
    await again.getByRole('button', { name: 'İptal' }).click();
    await expect(page.getByRole('tab')).toHaveCount(1);

    // an element; deleting it asks first, naming it
    await page.getByRole('button', { name: 'Metin kutusu ekle' }).click();
    const properties = page.getByRole('dialog', { name: 'Eleman özellikleri' });
    await properties.getByRole('textbox', { name: 'Ad' }).fill('Adınız');
    await properties.getByRole('button', { name: 'Kaydet' }).click();
    await expect(empty).toHaveCount(0);
    await page.getByRole('button', { name: 'Adınız sil' }).click();
    const ask = page.getByRole('dialog', { name: '“Adınız” silinsin mi?' });
    await expect(ask).toContainText('Eleman formdan kaldırılır');
    await ask.getByRole('button', { name: 'İptal' }).click();
    await expect(page.getByTestId('builder-item').filter({ hasText: 'Adınız' })).toBeVisible();

    // the preview inside the builder shows the form as employees fill it
    await page.getByRole('switch', { name: 'Önizleme' }).check();
    await expect(page.getByRole('textbox', { name: 'Adınız' })).toBeVisible();
    await expect(page.getByTestId('builder-drop')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Önizleme' }).uncheck();

    // Kaydet stays in the builder; a second save changes nothing twice; Kaydet ve çık goes to the list
    await save.click();
    await expect(page.getByText('Form kaydedildi').first()).toBeVisible();
    await expect(page).toHaveURL(/editform$/);
    await expect(page.getByTestId('builder-item').filter({ hasText: 'Adınız' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Kaydet ve çık' }).click();
    await expect(page).toHaveURL(/#\/form\/formlar$/);
    await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill(form);
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: `${form} formunu oluştur` }).click();
    await expect(page.getByTestId('builder-item').filter({ hasText: 'Adınız' })).toHaveCount(1);
  });
}

for (const width of [1280, 390]) {
  test(`a matrix at ${width} px: rows × columns in the builder, the preview and back from a save`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    const form = `Matris ${width} ${stamp()}`;
    await openBuilder(page, form);
    await addSection(page, 'Değerlendirme');
    await page.getByRole('button', { name: 'Matris ekle' }).click();
    const properties = page.getByRole('dialog', { name: 'Eleman özellikleri' });
    await properties.getByRole('textbox', { name: 'Ad' }).fill('Memnuniyet');
    for (const [index, value] of ['Kötü', 'İyi'].entries()) {
      await properties.getByRole('button', { name: 'Seçenek ekle' }).click();
      await properties.getByRole('textbox', { name: 'Değer' }).nth(index).fill(value);
    }
    for (const [index, row] of ['Hız', 'hız', 'Kalite'].entries()) {
      await properties.getByRole('button', { name: 'Satır ekle' }).click();
      await properties.getByRole('textbox', { name: `Satır ${index + 1}` }).fill(row);
    }
    // two rows of one name are refused at the row, the dialog stays
    await properties.getByRole('button', { name: 'Kaydet' }).click();
    await expect(properties.getByText('Benzersiz olmalı')).toBeVisible();
    await properties.getByRole('button', { name: 'Satır 2 sil' }).click();
    await properties.getByRole('button', { name: 'Kaydet' }).click();
    await expect(properties).toBeHidden();

    // the preview: one radio group per row, a column per option
    await page.getByRole('switch', { name: 'Önizleme' }).check();
    const speed = page.getByRole('radiogroup', { name: 'Hız' });
    const quality = page.getByRole('radiogroup', { name: 'Kalite' });
    await expect(page.getByText('0 / 2 satır yanıtlandı')).toBeVisible();
    await speed.getByRole('radio', { name: 'Hız: İyi' }).check();
    await quality.getByRole('radio', { name: 'Kalite: Kötü' }).check();
    await expect(page.getByText('2 / 2 satır yanıtlandı')).toBeVisible();
    await expect(speed.getByRole('radio', { name: 'Hız: Kötü' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Önizleme' }).uncheck();

    // saved and read back: the rows are the matrix's
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Form kaydedildi').first()).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Memnuniyet düzenle' }).click();
    const again = page.getByRole('dialog', { name: 'Eleman özellikleri' });
    await expect(again.getByRole('textbox', { name: 'Satır 1' })).toHaveValue('Hız');
    await expect(again.getByRole('textbox', { name: 'Satır 2' })).toHaveValue('Kalite');
  });
}
