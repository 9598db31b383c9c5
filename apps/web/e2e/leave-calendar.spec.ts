import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** Public holidays (issue 29 §2; docs/leave.md): a day HR adds is left out of the leave an employee asks. */

test('a holiday added in the panel takes its day out of a leave request made on the portal', async ({
  page,
  request,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Resmî tatiller', /#\/izin\/tatiller$/);
  // this year's official holidays are there from the start
  await expect(page.getByRole('cell', { name: 'Cumhuriyet Bayramı', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Yıl' }).click();
  await page.getByRole('option', { name: '2027', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Ramazan Bayramı 1. gün', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Resmî tatil ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resmî tatil ekle' });
  await dialog.getByLabel(/Tarih/).fill('2027-11-17');
  await dialog.getByLabel(/Ad/).fill('Şirket kuruluş günü');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Resmî tatil oluşturuldu').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill('kuruluş');
  await expect(page.getByRole('row', { name: /17\.11\.2027 Şirket kuruluş günü/ })).toBeVisible();

  // Elif asks for sick leave for the week of that day: four working days, not five
  const token = await portalSignIn(request);
  const types = await callGraphql<{ id: number; name: string }[]>(
    request,
    token,
    '{ myPermissionTypes { isSuccess data { id name } } }',
  );
  const sick = types.data.find((type) => type.name === 'Hastalık izni');
  const asked = await callGraphql<{ id: number }>(
    request,
    token,
    'mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { isSuccess messages { message } data { id } } }',
    { i: { permissionTypeId: sick?.id, startDate: '2027-11-15', endDate: '2027-11-19' } },
  );
  expect(asked.isSuccess, JSON.stringify(asked.messages)).toBe(true);

  await openFromMenu(page, 'İzin talepleri', /#\/izin\/talepler/);
  await page.getByRole('searchbox', { name: 'Ara' }).fill('Elif');
  const row = page.getByRole('row', { name: /15\.11\.2027 19\.11\.2027/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '4', exact: true })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the holidays at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await expect(page).not.toHaveURL(/auth\/login/);
    await page.goto('/#/izin/tatiller');
    await expect(page.getByText('Yılbaşı', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'holidays').toEqual([]);
    await page.getByRole('button', { name: 'Resmî tatil ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'holiday dialog').toEqual([]);
  });
}
