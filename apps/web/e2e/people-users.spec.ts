import { expect, test, type Page } from '@playwright/test';
import { choose, createUser, optionLabel, stamp } from './support/people.ts';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';
import { chooseRowAction } from './support/rowMenu.ts';

/** Home is the announcements list (spec 000 §2); the users list is one menu click away. */
async function openUsers(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
  await openFromMenu(page, 'Kullanıcılar');
  await expect(page).toHaveURL(/#\/ayarlar\/kullanici\/kullanicilar$/);
}

test('users: reached from the menu; create with every rule, search, filter by role, edit, detail', async ({
  page,
}) => {
  await signedIn(page);
  await openUsers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // the dialog's rules, in the contract's words
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Kullanıcı ekle' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Rol: Bu alan zorunludur')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Rol' })).toBeFocused();
  // a GSM is typed as people write it; the expected form is said under the box (issue 26 §1.5)
  const gsm = dialog.getByRole('textbox', { name: 'GSM' });
  await expect(dialog.getByText('10 hane, örn. 532 123 45 67 (başında 0 ya da +90 olabilir)')).toBeVisible();
  await gsm.fill('0532 123 45');
  await dialog.getByRole('textbox', { name: 'TC kimlik no' }).fill('123');
  await dialog.getByRole('textbox', { name: 'E-posta' }).fill('yanlis@');
  await expect(
    dialog.getByText('GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)'),
  ).toBeVisible();
  await expect(dialog.getByText('TC kimlik no alanını kontrol edin')).toBeVisible();
  await expect(dialog.getByText('E-posta alanını kontrol edin')).toBeVisible();
  await gsm.fill('0532 123 45 67');
  await expect(gsm).toHaveValue('0532 123 45 67');
  await expect(
    dialog.getByText('GSM: 10 haneli bir cep telefonu numarası girin (5XX XXX XX XX)'),
  ).toHaveCount(0);
  await expect(dialog.getByLabel('Doğum tarihi')).toHaveValue('2020-01-01');
  // with changes, Escape asks before discarding them (issue 26 §3.12)
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' })
    .getByRole('button', { name: 'Kaydetmeden kapat' })
    .click();
  await expect(dialog).toBeHidden();

  const name = `Deneme${stamp()}`;
  await createUser(page, { name, surname: 'Aydın', role: 'Editor', department: 'Finans', gsm: '5321234567' });

  // search (3+ characters) finds it; the role filter keeps or hides it; 'Tümü' sends no role
  await page.getByRole('searchbox', { name: 'Ara' }).fill(name);
  await expect(page.getByText('1–1 / 1')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${name} Aydın .*Editor`) });
  await expect(row).toBeVisible();
  await choose(page, page, 'Rol', 'Personel');
  await expect(page.getByText('Aramanıza ve seçimlerinize uyan kayıt yok.')).toBeVisible();
  await choose(page, page, 'Rol', 'Editor');
  await expect(row).toBeVisible();
  await choose(page, page, 'Rol', 'Tümü');
  await expect(row).toBeVisible();

  // edit: the dialog starts from the row
  await page.getByRole('button', { name: `${name} Aydın düzenle` }).click();
  dialog = page.getByRole('dialog', { name: 'Kullanıcı düzenle' });
  await expect(dialog.getByRole('combobox', { name: 'Rol', exact: true })).toHaveText('Editor');
  await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill('Aksoy');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kullanıcı güncellendi').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${name} Aksoy .*Editor`) })).toBeVisible();

  // detail, then change the role from it
  await page.getByRole('button', { name: `${name} Aksoy detayı` }).click();
  dialog = page.getByRole('dialog', { name: `${name} Aksoy detayı` });
  await expect(dialog.getByText('5321234567')).toBeVisible();
  await expect(dialog.getByText('Finans')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rolü değiştir' }).click();
  const change = page.getByRole('dialog', { name: `${name} Aksoy rolünü değiştir` });
  await choose(page, change, 'Rol', 'Personel');
  await change.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Rol değiştirildi').first()).toBeVisible();
  await expect(dialog.getByText('Personel')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${name} Aksoy .*Personel`) })).toBeVisible();
});

test("a user's notifications and managers", async ({ page }) => {
  await signedIn(page);
  await openUsers(page);
  const first = page.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const more = first.getByRole('button', { name: / için diğer işlemler$/ });
  const user = ((await more.getAttribute('aria-label')) ?? '').replace(/ için diğer işlemler$/, '');
  await chooseRowAction(page, first, user, `${user} bildirimleri`);
  const notifications = page.getByRole('dialog', { name: /bildirimleri$/ });
  await expect(notifications.getByRole('status')).toHaveText(/^Toplam: \d+$/);
  await notifications.getByRole('button', { name: 'Kapat' }).click();

  await chooseRowAction(page, first, user, `${user} yöneticileri`);
  await expect(page).toHaveURL(/#\/ayarlar\/kullanici\/kullanicilar\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `${user}: Yöneticiler` })).toBeVisible();
  await page.getByRole('button', { name: 'Yönetici ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yönetici ekle' });
  await dialog.getByRole('combobox', { name: 'Yönetici' }).click();
  // anyone but the user (a user is not their own manager)
  const option = page.getByRole('option').filter({ hasNotText: user }).first();
  const manager = await optionLabel(option);
  await option.click();
  await choose(page, dialog, 'Seviye', '6. seviye yönetici');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Yönetici oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('row', { name: `6 ${manager}` }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/#\/ayarlar\/kullanici\/kullanicilar$/);
});

test('the users list, the user dialog and a picker have no serious or critical axe violations', async ({
  page,
}) => {
  await signedIn(page);
  await openUsers(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  await expect(page.getByRole('dialog', { name: 'Kullanıcı ekle' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/#/ayarlar/gruplar');
  await page.getByRole('button', { name: 'Grup ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grup ekle' });
  await dialog.getByRole('combobox', { name: 'Üyeler' }).click();
  await page.getByRole('option').first().click();
  expect(await seriousViolations(page)).toEqual([]);
});
