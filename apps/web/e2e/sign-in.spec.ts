import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/session.ts';

test.describe('sign-in', () => {
  test('goes tag → email → password with a back arrow, and lands in the panel', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/auth\/login/);
    const next = page.getByRole('button', { name: 'Devam' });
    await expect(next).toBeDisabled();
    await page.getByLabel('Tag').fill(DEMO.tag);
    await next.click();

    const email = page.getByLabel(/E-posta/);
    await expect(email).toBeVisible();
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByText('E-posta alanını kontrol edin')).toBeVisible();

    await page.getByRole('button', { name: /geri/i }).click();
    await expect(page.getByLabel('Tag')).toHaveValue(DEMO.tag);
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByLabel(/E-posta/).fill(DEMO.email);
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByLabel(/Şifre/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();

    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
    await expect(page.getByRole('navigation')).toContainText('Tanımlamalar');
  });

  test('says "Geçersiz tag" for an unknown tenant', async ({ page }) => {
    await page.goto('/#/auth/login');
    await page.getByLabel('Tag').fill('no-such-tenant');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByText('Geçersiz tag')).toBeVisible();
    await expect(page.getByLabel('Tag')).toBeVisible();
  });

  test('shows the server message for a wrong password and stays on sign-in', async ({ page }) => {
    await signIn(page, 'wrong-password');
    await expect(page.getByText('E-posta veya şifre hatalı.')).toBeVisible();
    await expect(page).toHaveURL(/#\/auth\/login/);
  });

  test('logout ends the session: protected pages go back to sign-in', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
    await page.getByRole('link', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/#\/auth\/login/);
    await page.goto('/#/tanimlama/cinsiyet');
    await expect(page).toHaveURL(/#\/auth\/login/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/#\/duyuru\/duyurular$/);
    await page.goto('/#/bu/sayfa/yok');
    await expect(page).toHaveURL(/#\/error\/error-v1/);
    await expect(page.getByText('Aradığınız sayfa bulunamadı.')).toBeVisible();
  });
});
