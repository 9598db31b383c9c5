import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../web/e2e/support/axe.ts';
import { callGraphql, EMPLOYEE, employeeToken, openSignedIn, panelToken } from './support.ts';

test.describe("the employees' app on a phone", () => {
  test('signs in, shows the home, opens an announcement and the notifications, in both languages', async ({
    page,
    request,
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
    // opening it is the read receipt the panel shows on the announcement's recipients
    const announcementId = Number(/#\/announcement\/(\d+)/.exec(page.url())?.[1]);
    const me = await callGraphql<{ id: number }>(
      request,
      await employeeToken(request),
      '{ me { isSuccess data { id } } }',
    );
    const admin = await panelToken(request);
    await expect
      .poll(async () => {
        const recipients = await callGraphql<{ userId: number; readTime: string | null }[]>(
          request,
          admin,
          'query($p: AnnouncementUserPagerModel) { announcementUsers(announcementUserPagerModel: $p) { isSuccess data { userId readTime } } }',
          { p: { announcementId, pageSize: 5000 } },
          '/graphql',
        );
        return recipients.data.find((recipient) => recipient.userId === me.data.id)?.readTime ?? null;
      })
      .not.toBeNull();
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
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByLabel('Company code')).toHaveValue(EMPLOYEE.tag);
  });
});
