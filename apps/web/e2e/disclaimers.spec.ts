import { expect, test } from '@playwright/test';
import { stamp } from './support/people.ts';
import { seriousViolations } from './support/axe.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { openFromMenu, signedIn } from './support/session.ts';

const ACTIVE = '{ activeDisclaimer { isSuccess messages { code } data { id name isAccepted } } }';
const ACCEPT = 'mutation($i: DisclaimerAcceptInput!) { acceptDisclaimer(inputModel: $i) { isSuccess } }';

test('send active contract for approval: the administrator stays signed in, an earlier employee token is refused', async ({
  page,
  request,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Sözleşmeler');
  await expect(page).toHaveURL(/#\/ayarlar\/sozlesmeler$/);
  const name = `E2E Sözleşme ${stamp()}`;

  await page.getByRole('button', { name: 'Sözleşme ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sözleşme ekle' });
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Metin' }).fill('Portalı kullanmak için bu metni onaylayın.');
  await expect(dialog.getByRole('textbox', { name: 'Versiyon' })).toHaveValue('2.1.0');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Sözleşme oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${name} 2\\.1\\.0`) })).toBeVisible();

  const before = await portalSignIn(request);
  expect((await callGraphql(request, before, ACTIVE)).isSuccess).toBe(true);

  await page.getByRole('button', { name: 'Aktif sözleşmeyi onaya gönder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aktif sözleşmeyi onaya gönder' });
  await confirm.getByRole('button', { name: 'Gönder' }).click();
  await expect(
    page.getByText('Tüm oturumlar kapatıldı; aktif sözleşme onaya gönderildi').first(),
  ).toBeVisible();

  // the administrator's own session goes on
  await page.reload();
  await expect(page).toHaveURL(/#\/ayarlar\/sozlesmeler$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // the employee's earlier token is refused; signing in again asks for the new disclaimer
  const refused = await callGraphql(request, before, ACTIVE);
  expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
  const after = await portalSignIn(request);
  const active = await callGraphql<{ id: number; name: string; isAccepted: boolean }>(request, after, ACTIVE);
  expect(active.data).toMatchObject({ name, isAccepted: false });
  expect((await callGraphql(request, after, ACCEPT, { i: { disclaimerId: active.data.id } })).isSuccess).toBe(
    true,
  );

  // the acceptor shows on the detail, and the export downloads a workbook
  await page.getByRole('link', { name: `${name} onaylayanları` }).click();
  await expect(page).toHaveURL(new RegExp(`#/ayarlar/sozlesmeler/${active.data.id}$`));
  await expect(page.getByRole('row', { name: /Elif Çalışkan/ })).toContainText(
    /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Excel'e aktar" }).click();
  expect((await download).suggestedFilename()).toMatch(/^sözleşme-onaylayanlar-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
