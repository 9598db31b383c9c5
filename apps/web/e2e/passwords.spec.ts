import { expect, test, type Page } from '@playwright/test';
import { callGraphql } from './support/portal.ts';
import { choose, createUser, stamp } from './support/people.ts';
import { DEMO, openFromMenu, signedIn } from './support/session.ts';
import { chooseRowAction } from './support/rowMenu.ts';

/** Signs an employee in to the portal with what the login method asks for (the real sign-in service). */
async function portalSignIn(page: Page, body: Record<string, string>) {
  const subscription = await page.request.get(`/api/Subscription/GetSubscription?tag=${DEMO.tag}`);
  const { data } = (await subscription.json()) as { data: { connectionString: string; loginMethod: string } };
  const answer = await page.request.post('/api/User/VerifyUser', {
    data: { connectionToken: data.connectionString, ...body },
  });
  return {
    loginMethod: data.loginMethod,
    ...((await answer.json()) as { isSuccess: boolean; data: { token: string } | null }),
  };
}

test('a new employee gets a password through a link copied from the pending messages page, then signs in with the GSM', async ({
  page,
}) => {
  const gsm = `53${Date.now().toString().slice(-8)}`;
  const name = `Portal${stamp()}`;
  await signedIn(page);
  await openFromMenu(page, 'Kullanıcılar', /kullanicilar$/);
  await createUser(page, { name, surname: 'Çalışan', role: 'Personel', department: 'Finans', gsm });

  // no SMTP and no SMS gateway here: the invitation waits for an administrator to hand it over
  await openFromMenu(page, 'Bekleyen mesajlar', /bekleyen-mesajlar$/);
  const table = page.getByRole('table', { name: 'Bekleyen mesajlar' });
  const row = table.getByRole('row').filter({ hasText: gsm });
  await expect(row).toContainText('SMS');
  await expect(row).toContainText('Davet');
  await row.getByRole('button', { name: `${gsm} iletisini elden teslim et` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Göster' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
  expect(link).toContain('/#/auth/davet?tag=demo&token=');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await choose(page, page, 'Durum', 'Teslim edilenler');
  await expect(table.getByRole('row').filter({ hasText: gsm })).toBeVisible();

  // the configuration: employees sign in with their GSM
  await openFromMenu(page, 'Konfigürasyon');
  const login = page.getByRole('combobox', { name: 'Giriş yöntemi' });
  await login.click();
  await page.getByRole('option', { name: 'Cep telefonu' }).click();
  await expect(page.getByText('Ayar kaydedildi').first()).toBeVisible();

  // the person opens the link, sets a password, and signs in to the portal with the GSM
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel(/^Yeni şifre(\s*\*)?$/).fill('Portal-sifre-2026');
  await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill('Portal-sifre-2026');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page.getByText('Şifreniz kaydedildi. Artık giriş yapabilirsiniz.')).toBeVisible();
  const portalSession = await portalSignIn(page, { gsm, password: 'Portal-sifre-2026' });
  expect(portalSession).toMatchObject({ loginMethod: 'gsm', isSuccess: true });
  const me = await callGraphql<{ name: string }>(
    page.request,
    portalSession.data?.token ?? '',
    '{ me { isSuccess data { name } } }',
  );
  expect(me.data.name).toBe(name);

  // back to email for the other tests (the administrator is still signed in on this browser)
  await page.goto('/#/ayarlar/konfig');
  await page.getByRole('button', { name: 'Giriş yöntemi: varsayılana dön' }).click();
  await expect(page.getByText('Ayar varsayılan değere döndü').first()).toBeVisible();
});

test('a person with history is made passive, not deleted, and can be made active again', async ({ page }) => {
  // calisan2 accepts the active disclaimer on the portal: a record of consent that must outlive them
  const employee = await portalSignIn(page, {
    email: 'calisan2@pano.local',
    gsm: '5320000002',
    password: 'pano1234',
  });
  const token = employee.data?.token ?? '';
  const active = await callGraphql<{ id: number }>(
    page.request,
    token,
    '{ activeDisclaimer { data { id } } }',
  );
  const accepted = await callGraphql(
    page.request,
    token,
    'mutation($i: DisclaimerAcceptInput!) { acceptDisclaimer(inputModel: $i) { isSuccess } }',
    { i: { disclaimerId: active.data.id } },
  );
  expect(accepted.isSuccess).toBe(true);

  await signedIn(page);
  await openFromMenu(page, 'Kullanıcılar', /kullanicilar$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill('calisan2');
  const row = page.getByRole('row').filter({ hasText: 'Yıldırım' });
  await expect(row).toHaveCount(1);
  await chooseRowAction(page, row, 'Mert Yıldırım', 'Mert Yıldırım sil');
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText(/pasif yapıldı/).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Yıldırım' })).toHaveCount(0);
  // their portal session ended at once
  const after = await callGraphql(page.request, token, '{ me { isSuccess messages { code } } }');
  expect(after.messages[0]?.code).toBe('TokenInvalid');

  await page.getByRole('switch', { name: 'Pasifleri göster' }).check();
  const passive = page.getByRole('row').filter({ hasText: 'Yıldırım' });
  await passive.getByRole('button', { name: 'Mert Yıldırım düzenle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı düzenle' });
  await dialog.getByRole('switch', { name: 'Aktif' }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kullanıcı güncellendi').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Pasifleri göster' }).uncheck();
  await expect(page.getByRole('row').filter({ hasText: 'Yıldırım' })).toHaveCount(1);
  expect(
    (await portalSignIn(page, { email: 'calisan2@pano.local', gsm: '5320000002', password: 'pano1234' }))
      .isSuccess,
  ).toBe(true);
});
