import { expect, test, type Page } from '@playwright/test';
import { choose, createUser, stamp } from './support/people.ts';
import { openFromMenu, signedIn } from './support/session.ts';

async function openUsers(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
  await openFromMenu(page, 'Kullanıcılar');
}

test('a refusal about a field shows at that field, the dialog open and the input kept (issue 26 §1.3)', async ({
  page,
}) => {
  await signedIn(page);
  await openUsers(page);
  const email = `tek.${stamp()}@pano.local`;
  await createUser(page, {
    name: `Tek${stamp()}`,
    surname: 'Kişi',
    role: 'Personel',
    department: 'Finans',
    email,
    gsm: '0532 765 43 21',
  });

  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı ekle' });
  await choose(page, dialog, 'Rol', 'Personel');
  await choose(page, dialog, 'Departman', 'Finans');
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('İkinci');
  await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill('Kişi');
  const emailBox = dialog.getByRole('textbox', { name: 'E-posta' });
  await emailBox.fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Kaydet' }).click();

  // the server's refusal names the field, under it; the dialog stays with what was typed; no toast
  await expect(dialog.getByText('Bu e-posta başka bir kullanıcıda kayıtlı.')).toBeVisible();
  await expect(emailBox).toHaveAttribute('aria-invalid', 'true');
  await expect(emailBox).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Ad', exact: true })).toHaveValue('İkinci');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // another address saves
  await emailBox.fill(`iki.${stamp()}@pano.local`);
  await expect(dialog.getByText('Bu e-posta başka bir kullanıcıda kayıtlı.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kullanıcı oluşturuldu').first()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('an error toast closes after 5 s, and at once when the screen changes (issue 26 §1.4)', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Şikayet tipleri');
  await page.getByRole('main').getByRole('searchbox', { name: 'Ara' }).fill('Yemekhane');
  // a refusal about no field: the complaint type is in use
  const refuse = async () => {
    await page.getByRole('button', { name: 'Yemekhane sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'kullanıldığı için silinemez' });
    await expect(toast).toBeVisible();
    return toast;
  };
  const toast = await refuse();
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shown).toBeGreaterThan(4_000);

  // a failure left on one screen does not follow to the next one (where it would cover a dialog's title)
  const again = await refuse();
  await openFromMenu(page, 'Kullanıcılar');
  await expect(again).toBeHidden({ timeout: 1_000 });
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  await expect(page.getByRole('dialog', { name: 'Kullanıcı ekle' }).getByRole('heading')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('dialogs behave one way: Save enabled, messages at fields on press, the rich text too (issue 26 §3.12)', async ({
  page,
}) => {
  await signedIn(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Duyuru ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duyuru ekle' });
  // nothing is red before anything was typed
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  const save = dialog.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog.getByText('Başlık: Bu alan zorunludur')).toBeVisible();
  // the required rich text editor says so too
  await expect(dialog.getByText('İçerik: Bu alan zorunludur')).toBeVisible();
  // untouched since opening: Escape closes at once; typed: it asks
  await dialog.getByRole('textbox', { name: 'Başlık' }).fill('Yarım kalan');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
  await ask.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Yarım kalan');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Kaydetmeden kapat' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
