import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signedIn } from './support/session.ts';

const ENTRY = 'E2E sayfa';

/** The menu entries' names in the order the list shows them (from their drag handles' names). */
async function menuOrder(page: Page): Promise<string[]> {
  const handles = page.getByRole('button', { name: / sürükle$/ });
  await expect(handles.first()).toBeVisible();
  const labels = await handles.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/ sürükle$/, ''));
}

async function reloadMenus(page: Page): Promise<string[]> {
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.pano-splash:visible')).toHaveCount(0);
  return menuOrder(page);
}

test('menus: create an HTML page entry, give it a role, reorder with the arrows and by dragging', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/#/menu/menu');
  const before = await menuOrder(page);

  await page.getByRole('button', { name: 'Menü ekle' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Hiçbir rolü olmayan bir kayıt kimseye gösterilmez.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ad' }).fill(ENTRY);
  await dialog.getByRole('spinbutton', { name: 'Sıra' }).fill('1');
  await dialog.getByRole('radio').first().click();
  await dialog.getByRole('combobox', { name: 'Hedef' }).click();
  await page.getByRole('option', { name: 'HTML sayfası' }).click();
  const editor = dialog.getByRole('textbox', { name: 'Sayfa içeriği' });
  await editor.click();
  await page.keyboard.type('Hoş geldiniz');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Menü oluşturuldu')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await reloadMenus(page)).toEqual([ENTRY, ...before]);

  // no role yet: live, but seen by nobody; a role chosen in the edit dialog is saved as the difference
  const entryRow = page.getByRole('row', { name: new RegExp(ENTRY) });
  await expect(entryRow.getByText('Kimseye görünmüyor')).toBeVisible();
  await page.getByRole('button', { name: `${ENTRY} düzenle` }).click();
  const roles = page.getByRole('dialog');
  await roles.getByRole('combobox', { name: 'Roller' }).click();
  await page.getByRole('option', { name: 'Personel' }).click();
  await roles.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Menü güncellendi')).toBeVisible();
  await expect(roles).toBeHidden();
  await expect(entryRow.getByText(/^Yayında · \d+ kişi$/)).toBeVisible();

  // arrows: the first does not move up; down once puts it second, after a reload too
  await expect(page.getByRole('button', { name: `${ENTRY} yukarı taşı` })).toBeDisabled();
  await page.getByRole('button', { name: `${ENTRY} aşağı taşı` }).click();
  await expect(page.getByText('Menü sırası güncellendi')).toBeVisible();
  expect(await reloadMenus(page)).toEqual([before[0], ENTRY, ...before.slice(1)]);

  // drag: the handle dropped on the first row puts it first again, after a reload too
  const handle = page.getByRole('button', { name: `${ENTRY} sürükle` });
  const target = page.getByRole('button', { name: `${before[0] ?? ''} sürükle` });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no handle');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText(`${ENTRY}, ${before[0] ?? ''} yerine bırakıldı.`)).toBeAttached();
  await expect(page.getByText('Menü sırası güncellendi').first()).toBeVisible();
  expect(await reloadMenus(page)).toEqual([ENTRY, ...before]);

  // the keyboard drags too: space, arrow down, space puts it second
  await page.getByRole('button', { name: `${ENTRY} sürükle` }).focus();
  // each key waits for what the screen reader hears, so a busy machine cannot drop before the move
  await page.keyboard.press('Space');
  // picked up: it is over its own place first
  await expect(page.getByText(`${ENTRY}, ${ENTRY} üzerinde.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${ENTRY}, ${before[0] ?? ''} üzerinde.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${ENTRY}, ${before[0] ?? ''} yerine bırakıldı.`)).toBeAttached();
  await expect(page.getByText('Menü sırası güncellendi').first()).toBeVisible();
  expect(await reloadMenus(page)).toEqual([before[0], ENTRY, ...before.slice(1)]);
});

test('links: a new link group, then a link in it opening a web address', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/menu/link-gruplari');
  await page.getByRole('button', { name: 'Link grubu ekle' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Ad' }).fill('E2E grup');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Link grubu oluşturuldu')).toBeVisible();

  await page.goto('/#/menu/link');
  await page.getByRole('button', { name: 'Link ekle' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Ad' }).fill('E2E link');
  await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Deneme');
  await dialog.getByRole('spinbutton', { name: 'Sıra' }).fill('1');
  await dialog.getByRole('combobox', { name: 'Hedef' }).click();
  await page.getByRole('option', { name: 'Web adresi' }).click();
  await dialog.getByRole('textbox', { name: 'Web adresi' }).fill('https://pano.example/yardim');
  await dialog.getByRole('combobox', { name: 'Bağlantı grubu' }).click();
  await page.getByRole('option', { name: 'E2E grup' }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Link oluşturuldu')).toBeVisible();
  const row = page.getByRole('row', { name: /E2E link/ });
  await expect(row.getByText('E2E grup')).toBeVisible();
  // made without a role: nobody sees it yet
  await expect(row.getByText('Kimseye görünmüyor')).toBeVisible();

  // the url shows back when editing
  await page.getByRole('button', { name: 'E2E link düzenle' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Web adresi' })).toHaveValue(
    'https://pano.example/yardim',
  );
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the menu and link screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    for (const path of ['/#/menu/menu', '/#/menu/link', '/#/menu/link-gruplari']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /ekle$/ }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/#/menu/menu');
    await page.getByRole('button', { name: 'Menü ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'menu dialog').toEqual([]);
  });
}
