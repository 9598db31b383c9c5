import { expect, test, type Locator } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** A user's leave entitlement on the user detail (issue 29 §3, docs/leave.md): the law's days, the ledger. */

/** The value a detail list shows under `term`. */
const valueOf = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

test("a user's entitlement: the law's days for the service year, an adjustment with its reason in the ledger", async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Kullanıcılar');
  await page.getByRole('searchbox', { name: 'Ara' }).fill('Çalışkan');
  await page.getByRole('button', { name: 'Elif Çalışkan detayı' }).click();
  const detail = page.getByRole('dialog', { name: 'Elif Çalışkan detayı' });
  await expect(detail.getByText('İzin hakları')).toBeVisible();
  // hired 14 March 2023: the fourth service year, 14 days by Art. 53
  await expect(valueOf(detail, 'Bu yılın hakkı')).toContainText('kanuna göre 14');
  // one figure, explained: '14 gün (kanuna göre 14)'
  const total = Number(
    (await valueOf(detail, 'Bu yılın hakkı').textContent())?.split(' ')[0]?.replace(',', '.'),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await detail.getByRole('button', { name: 'Düzelt' }).click();
  const adjust = page.getByRole('dialog', { name: 'Elif Çalışkan izin düzeltmesi' });
  await adjust.getByRole('button', { name: 'Kaydet' }).click();
  await expect(adjust.getByText('Bu alan zorunludur').first()).toBeVisible();
  // a third of a day: the field names the rule (issue 48 §8), not 'Gün alanını kontrol edin'
  await adjust.getByLabel(/^Gün/).fill('1.3');
  await adjust.getByLabel(/^Gerekçe/).fill('Hafta sonu çalışması karşılığı');
  await adjust.getByRole('button', { name: 'Kaydet' }).click();
  await expect(adjust.getByText('Gün: Yalnızca tam ya da yarım gün girilebilir')).toBeVisible();
  await expect(adjust.getByText(/alanını kontrol edin/)).toHaveCount(0);
  await adjust.getByLabel(/^Gün/).fill('1.5');
  await adjust.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İzin düzeltildi').first()).toBeVisible();
  await expect(adjust).toBeHidden();

  const ledger = detail.getByRole('table', { name: 'İzin hareketleri' });
  const row = ledger.getByRole('row').filter({ hasText: 'Hafta sonu çalışması karşılığı' });
  await expect(row).toContainText('+1,5');
  await expect(row).toContainText('Pano Admin');
  await expect(valueOf(detail, 'Bu yılın hakkı')).toContainText(
    `${String(total + 1.5).replace('.', ',')} gün`,
  );
});
