import { expect, test } from '@playwright/test';
import { invitationLinkIn, openMailbox } from './support/mailbox.ts';
import { createUser, signOut, stamp } from './support/people.ts';
import { openFromMenu, signedIn, signIn } from './support/session.ts';

const suffix = stamp();
const email = `davetli.${suffix}@pano.local`;
const first = 'IlkSifre42';
const second = 'YeniSifre77';

test.describe.serial('a new panel user', () => {
  let mailbox: Awaited<ReturnType<typeof openMailbox>>;
  test.beforeAll(async () => {
    mailbox = await openMailbox();
  });
  test.afterAll(async () => {
    await mailbox.close();
  });

  test('is invited by mail, sets a first password and signs in', async ({ page }) => {
    await signedIn(page);
    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
    await openFromMenu(page, 'Kullanıcılar');
    await createUser(page, {
      name: 'Davetli',
      surname: `Kişi ${suffix}`,
      role: 'Admin',
      department: 'Yönetim',
      email,
      panelUser: true,
    });
    const link = invitationLinkIn(await mailbox.mailTo(email));
    await signOut(page);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Şifrenizi belirleyin' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Şifreyi kaydet' });
    await page.getByLabel(/^Yeni şifre(\s*\*)?$/).fill(first);
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill(`${first}x`);
    await expect(page.getByText('Şifreler uyuşmuyor')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill(first);
    await save.click();
    await expect(page.getByText('Şifreniz kaydedildi. Artık giriş yapabilirsiniz.')).toBeVisible();

    await page.getByRole('link', { name: 'Giriş yap' }).click();
    await expect(page.getByLabel('Tag')).toHaveValue('demo');
    await signIn(page, first, email);
    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
    await openFromMenu(page, 'Kullanıcılar');
    await expect(page.getByText(`Davetli Kişi ${suffix}`)).toBeVisible();

    // the link works once
    await signOut(page);
    await page.goto(link);
    await page.getByLabel(/^Yeni şifre(\s*\*)?$/).fill(second);
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill(second);
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(page.getByText('Davet bağlantısı geçersiz veya süresi dolmuş.')).toBeVisible();
  });

  test('changes the password, then signs in with the new one only', async ({ page }) => {
    await signIn(page, first, email);
    await openFromMenu(page, 'Şifre değiştir');
    await expect(page).toHaveURL(/#\/hesabim\/sifre-degistir$/);
    const submit = page.getByRole('button', { name: 'Şifreyi değiştir' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/^Mevcut şifre/).fill('yanlisSifre1');
    await page.getByLabel(/^Yeni şifre(\s*\*)?$/).fill(second);
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill(second);
    await submit.click();
    await expect(page.getByText('Mevcut şifre hatalı.').first()).toBeVisible();

    await page.getByLabel(/^Mevcut şifre/).fill(first);
    await submit.click();
    await expect(page.getByText('Şifreniz değiştirildi').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);

    await signOut(page);
    await signIn(page, first, email);
    await expect(page.getByText('E-posta veya şifre hatalı.')).toBeVisible();
    await page.reload(); // back to the tag step
    await signIn(page, second, email);
    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
  });
});
