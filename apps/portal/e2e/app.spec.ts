import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../web/e2e/support/axe.ts';
import { EMPLOYEE, openSignedIn } from './support.ts';

test.describe("the employees' app on a phone", () => {
  test('signs in, shows the home, opens an announcement and the notifications, in both languages', async ({
    page,
  }) => {
    await page.goto('/app/');
    await expect(page.getByLabel('Şirket kodu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await openSignedIn(page);
    await expect(page.getByText(`Merhaba ${EMPLOYEE.name}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const tabs = page.getByRole('navigation', { name: 'Ana bölümler' });
    await tabs.getByRole('link', { name: /Duyurular/ }).click();
    await expect(page.getByRole('heading', { name: 'Duyurular', level: 1 })).toBeVisible();
    const first = page.getByRole('main').getByRole('link').first();
    const title = (await first.locator('strong').textContent()) ?? '';
    expect(title).not.toBe('');
    await first.click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Geri' }).click();
    await expect(page.getByRole('heading', { name: 'Duyurular', level: 1 })).toBeVisible();

    await tabs.getByRole('link', { name: /Bildirimler/ }).click();
    await expect(page.getByRole('heading', { name: 'Bildirimler', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // English, chosen on "Me", stays after a reload; the server answers in it too
    await tabs.getByRole('link', { name: /Ben/ }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { name: 'Me', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Me', level: 1 })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Main sections' });
    await sections.getByRole('link', { name: /Home/ }).click();
    await expect(page.getByText(`Hello ${EMPLOYEE.name}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // dark, as chosen
    await sections.getByRole('link', { name: /Me/ }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);

    // signing out forgets the employee: the sign-in again, the company code remembered
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Company code')).toHaveValue(EMPLOYEE.tag);
  });
});
