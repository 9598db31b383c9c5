import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../web/e2e/support/axe.ts';
import { callGraphql, employeeToken, openSignedIn, panelToken } from './support.ts';

const SURVEY = 'Çalışan memnuniyet anketi';

test("a menu's form opens in the app, refuses an empty required field at it, and is sent to the panel", async ({
  page,
  request,
}) => {
  const me = await callGraphql<{ id: number }>(
    request,
    await employeeToken(request),
    '{ me { isSuccess data { id } } }',
  );
  const admin = await panelToken(request);
  const submissions = async () =>
    (await callGraphql<unknown[]>(
      request,
      admin,
      'query($p: FormUserPagerModel) { formUsers(pagerModel: $p) { isSuccess totalItemCount data { id } } }',
      { p: { userId: me.data.id, pageSize: 1 } },
      '/graphql',
    )) as unknown as { totalItemCount: number };
  const before = (await submissions()).totalItemCount;

  await openSignedIn(page);
  // the home's menu entry whose target is a form opens it in the app
  await page.getByRole('link', { name: /Öneri ve talepler/ }).click();
  await expect(page).toHaveURL(/#\/form\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Ana bölümler' })
    .getByRole('link', { name: /Formlar/ })
    .click();
  await page.getByRole('link', { name: SURVEY }).click();
  await expect(page.getByRole('heading', { name: SURVEY, level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Gönder' }).click();
  const team = page.getByRole('textbox', { name: /Ekibiniz/ });
  await expect(team).toBeFocused();
  await expect(team).toHaveAccessibleDescription('Bu alan zorunludur.');
  expect(await seriousViolations(page)).toEqual([]);

  await team.fill('Satış');
  await page.getByLabel(/Başlangıç tarihiniz/).fill('2024-03-01');
  await page
    .getByRole('radiogroup', { name: /Çalışma ortamı/ })
    .getByLabel('İyi')
    .check();
  await page
    .getByRole('radiogroup', { name: /Yöneticinizle iletişim/ })
    .getByLabel('4')
    .check();
  for (const row of ['İletişim', 'İş birliği', 'Hız'])
    await page.getByRole('radiogroup', { name: row }).getByLabel('Çok iyi').check();
  // a reload keeps what was typed
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Ekibiniz/ })).toHaveValue('Satış');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('status')).toContainText(`${SURVEY} gönderildi`);
  expect((await submissions()).totalItemCount).toBe(before + 1);

  // my requests: the form waiting for its first approver, with its trail
  await page.getByRole('link', { name: 'Formlara dön' }).click();
  await page.getByRole('link', { name: 'Gönderdiğim formlar ve taleplerim' }).click();
  await expect(page.getByRole('heading', { name: 'Taleplerim', level: 1 })).toBeVisible();
  const mine = page.getByRole('main').getByRole('link').filter({ hasText: SURVEY }).first();
  await expect(mine).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await mine.click();
  await expect(page.getByRole('heading', { name: 'Beklenenler' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Beklenenler' })).toContainText('Adım 1');
  await expect(page.getByRole('region', { name: 'Süreç' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
