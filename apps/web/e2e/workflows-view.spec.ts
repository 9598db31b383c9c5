import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedIn } from './support/session.ts';

/** An arrow by its accessible name ('1. Onay → 2. Onay: Onayla'). */
const arrow = (page: Page, name: string) => page.getByRole('img', { name, exact: true });

/** The diagram's scale: React Flow draws the viewport with `translate(…) scale(zoom)`. */
const zoomOf = (page: Page) =>
  page
    .locator('.react-flow__viewport')
    .evaluate((viewport) => new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a);

/** Whether a card lies wholly inside the diagram's canvas. */
async function inCanvas(page: Page, card: Locator): Promise<boolean> {
  const box = await card.boundingBox();
  const canvas = await page.getByTestId('workflow-diagram').boundingBox();
  if (!box || !canvas) return false;
  const right = canvas.x + canvas.width;
  const bottom = canvas.y + canvas.height;
  return box.x >= canvas.x && box.y >= canvas.y && box.x + box.width <= right && box.y + box.height <= bottom;
}

test('a nine-step workflow opens readable on its start step, fits the screen in one click, and is numbered as a request walks it', async ({
  page,
}) => {
  await signedIn(page);
  // the demo's 'Yönetici ve İK onayı': three approvals, each with a rejection, then a task, a notice, a status
  await page.goto('/#/workflow/workflows');
  await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill('Yönetici ve İK onayı');
  await page.getByRole('link', { name: 'Adımları yönet: Yönetici ve İK onayı' }).click();
  const diagram = page.getByTestId('workflow-diagram');
  const start = page.getByRole('group', { name: '1. Onay' });
  await expect(start).toBeVisible();
  // at 80 % or more (fitted whole it would be about 40 %), the start card wholly in sight
  await expect.poll(() => zoomOf(page)).toBeGreaterThanOrEqual(0.8);
  await expect.poll(() => inCanvas(page, start)).toBe(true);

  // the whole graph is one labelled click away
  await diagram.getByRole('button', { name: 'Ekrana sığdır' }).click();
  await expect.poll(() => zoomOf(page)).toBeLessThan(0.8);
  await expect(page.locator('.react-flow__node')).toHaveCount(9);
  // numbered breadth first from the start: the approve path rises 1, 2, 4, 6, 8, 9
  for (const name of [
    '1. Onay → 2. Onay: Onayla',
    '1. Onay → 3. Durum güncelleme: Reddet',
    '2. Onay → 4. Onay: Onayla',
    '2. Onay → 5. Durum güncelleme: Reddet',
    '4. Onay → 6. Görev: Onayla',
    '4. Onay → 7. Durum güncelleme: Reddet',
    '6. Görev → 8. Bildirim: Sonraki adım',
    '8. Bildirim → 9. Durum güncelleme: Sonraki adım',
  ])
    await expect(arrow(page, name)).toHaveCount(1);
  await diagram.getByRole('button', { name: 'Başlangıç adımına git' }).click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThanOrEqual(0.8);
  await expect.poll(() => inCanvas(page, start)).toBe(true);

  // the dry run walks the same numbers
  const dryRun = page.getByRole('region', { name: 'Deneme' });
  await dryRun.getByRole('combobox', { name: 'Talep eden' }).fill('Pano');
  await page.getByRole('option', { name: 'Pano Admin', exact: true }).click();
  await dryRun.getByRole('button', { name: 'Dene' }).click();
  const lines = dryRun.getByRole('listitem');
  await expect(lines).toHaveCount(6);
  const titles = ['1. Onay', '2. Onay', '4. Onay', '6. Görev', '8. Bildirim', '9. Durum güncelleme'];
  for (const [index, title] of titles.entries()) await expect(lines.nth(index)).toContainText(title);
});
