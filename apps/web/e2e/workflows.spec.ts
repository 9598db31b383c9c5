import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, stamp } from './support/people.ts';
import { signedIn } from './support/session.ts';

/** Saves the open step dialog and waits for its toast. */
async function saveStep(page: Page, title: string, toast: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
}

/** Creates a workflow in the list and opens its (empty) step editor. */
async function openNewWorkflow(page: Page, name: string): Promise<void> {
  await page.goto('/#/workflow/workflows');
  await page.getByRole('button', { name: 'İş akışı ekle' }).click();
  const create = page.getByRole('dialog', { name: 'İş akışı ekle' });
  await create.getByRole('textbox', { name: 'Ad' }).fill(name);
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İş akışı oluşturuldu').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill(name);
  await page.getByRole('link', { name: `Adımları yönet: ${name}` }).click();
  await expect(page.getByRole('heading', { name: `İş akışı adımları: ${name}` })).toBeVisible();
}

/** An approval step whose two decisions lead to a task (approve) and a notification (reject). */
async function chooseApprovalBranches(page: Page, dialog: Locator): Promise<void> {
  await choose(page, dialog, 'İşlem tipi', 'Onay');
  const leadsTo = dialog.getByRole('combobox', { name: 'Sonraki adım tipi' });
  await leadsTo.nth(0).click();
  await page.getByRole('option', { name: 'Görev', exact: true }).click();
  await leadsTo.nth(1).click();
  await page.getByRole('option', { name: 'Bildirim', exact: true }).click();
}

const arrow = (page: Page, name: string) => page.getByRole('img', { name, exact: true });

test('a workflow with a branch is built in the editor, its middle step deleted, the arrow relinked, and the graph kept', async ({
  page,
}) => {
  await signedIn(page);
  await openNewWorkflow(page, `Masraf onayı ${stamp()}`);

  // an empty workflow offers ADD: the first step, a task
  await page.getByRole('button', { name: 'Adım ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await choose(page, dialog, 'İşlem tipi', 'Görev');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Başlık: Bu alan zorunludur')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Başlık' }).fill('Fişleri topla');
  await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Masraf fişlerini yükleyin.');
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');

  // after it, an approval with two decisions: approve → a task, reject → a notification
  await page.getByRole('button', { name: 'Sonrasına adım ekle: 1. Görev' }).click();
  dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await chooseApprovalBranches(page, dialog);
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');
  await expect(arrow(page, '1. Görev → 2. Onay: Sonraki adım')).toHaveCount(1);
  await expect(arrow(page, '2. Onay → 3. Görev: Onayla')).toHaveCount(1);
  await expect(arrow(page, '2. Onay → 4. Bildirim: Reddet')).toHaveCount(1);
  // the steps the decisions created are empty: not ready for use until they are filled
  const problems = page.getByTestId('workflow-problems');
  await expect(problems).toContainText('Adım 3 henüz boş: görev başlığı girilmemiş.');
  await expect(problems).toContainText('Adım 4 henüz boş: bildirim konusu ve metni girilmemiş.');

  // a status step in the middle: 1 → status → approval; numbered as a request walks them, it is 2 and the
  // steps after it move down one
  await page.getByRole('button', { name: 'Sonrasına adım ekle: 1. Görev' }).click();
  dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await choose(page, dialog, 'İşlem tipi', 'Durum güncelleme');
  await choose(page, dialog, 'Durum', 'Beklemede');
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');
  await expect(arrow(page, '1. Görev → 2. Durum güncelleme: Sonraki adım')).toHaveCount(1);
  await expect(arrow(page, '2. Durum güncelleme → 3. Onay: Sonraki adım')).toHaveCount(1);
  await expect(arrow(page, '3. Onay → 4. Görev: Onayla')).toHaveCount(1);
  await expect(arrow(page, '3. Onay → 5. Bildirim: Reddet')).toHaveCount(1);

  // the keyboard: the step is a Tab stop, Enter opens its dialog
  await page.getByRole('group', { name: '2. Durum güncelleme' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Adımı düzenle' })).toBeVisible();
  await page.keyboard.press('Escape');
  // the closed dialog gives the focus back to the step, and Tab goes on to the step's first button
  await expect(page.getByRole('dialog', { name: 'Adımı düzenle' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '2. Durum güncelleme' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sonrasına adım ekle: 2. Durum güncelleme' })).toBeFocused();

  // delete the middle step: the question names it and says what happens to the arrows; then the arrow
  // into it leads to its target
  await page.getByRole('button', { name: 'Sil: 2. Durum güncelleme' }).click();
  const confirm = page.getByRole('dialog', { name: '“2. Durum güncelleme” adımını sil' });
  await expect(confirm).toContainText(
    'Bu adıma gelen oklar artık doğrudan “3. Onay” adımına gider. Adımın “3. Onay” adımına giden oku da silinir.',
  );
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('İş akışı adımı silindi.').first()).toBeVisible();
  // the walk from the start numbers them 1 to 4 again
  const graph = [
    '1. Görev → 2. Onay: Sonraki adım',
    '2. Onay → 3. Görev: Onayla',
    '2. Onay → 4. Bildirim: Reddet',
  ];
  for (const name of graph) await expect(arrow(page, name)).toHaveCount(1);
  await expect(page.getByRole('group', { name: /Durum güncelleme/ })).toHaveCount(0);

  // reloaded: the same graph
  await page.reload();
  await expect(page.getByRole('group', { name: '4. Bildirim' })).toBeVisible();
  for (const name of graph) await expect(arrow(page, name)).toHaveCount(1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
});

test("an approval step's timeout and rule are shown on its card and in its dialog after a reload, and a dry run with facts skips it", async ({
  page,
}) => {
  await signedIn(page);
  await openNewWorkflow(page, `Uzun izin onayı ${stamp()}`);
  await page.getByRole('button', { name: 'Adım ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await chooseApprovalBranches(page, dialog);
  await choose(page, dialog, 'Yönetici seviyesi', '1. seviye yönetici (doğrudan yönetici)');

  // a timeout needs its days and its action: the missing half is named at its field
  await dialog.getByRole('spinbutton', { name: 'Süre (gün)' }).fill('3');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Süre dolunca: Bu alan zorunludur')).toBeVisible();
  await choose(page, dialog, 'Süre dolunca', 'Hatırlat');

  // the rule: the step runs only for leaves of more than 5 days
  await dialog.getByRole('switch', { name: 'Bu adım yalnızca koşul sağlanınca çalışsın' }).check();
  await choose(page, dialog, 'Ölçüt', 'İzin günü');
  await choose(page, dialog, 'Karşılaştırma', 'büyüktür');
  await dialog.getByRole('spinbutton', { name: 'Değer' }).fill('5');
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');

  const card = page.getByRole('group', { name: '1. Onay' });
  const seeOnCard = async () => {
    await expect(card.getByText('Yalnızca İzin günü > 5 ise')).toBeVisible();
    await expect(card.getByText('Süre aşımı: 3 gün → hatırlat')).toBeVisible();
  };
  await seeOnCard();

  // reloaded: the card and the dialog show them
  await page.reload();
  await seeOnCard();
  dialog = page.getByRole('dialog', { name: 'Adımı düzenle' });
  // the editor may still be settling after the reload: a click it did not take is made again
  await expect(async () => {
    await page.getByRole('button', { name: 'Düzenle: 1. Onay' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByRole('spinbutton', { name: 'Süre (gün)' })).toHaveValue('3');
  await expect(dialog.getByRole('combobox', { name: 'Süre dolunca' })).toHaveText('Hatırlat');
  await expect(
    dialog.getByRole('switch', { name: 'Bu adım yalnızca koşul sağlanınca çalışsın' }),
  ).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Ölçüt' })).toHaveText('İzin günü');
  await expect(dialog.getByRole('combobox', { name: 'Karşılaştırma' })).toContainText('büyüktür');
  await expect(dialog.getByRole('spinbutton', { name: 'Değer' })).toHaveValue('5');
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toHaveCount(0);

  // a dry run for a 2-day leave passes the approval by, on its approve arrow; a 10-day leave is asked
  const dryRun = page.getByRole('region', { name: 'Deneme' });
  await dryRun.getByRole('combobox', { name: 'Talep eden' }).fill('Pano');
  await page.getByRole('option', { name: 'Pano Admin', exact: true }).click();
  await dryRun.getByRole('spinbutton', { name: 'İzin günü' }).fill('2');
  await dryRun.getByRole('button', { name: 'Dene' }).click();
  const line = (title: string) => dryRun.getByRole('listitem').filter({ hasText: title });
  await expect(line('1. Onay')).toContainText('atlandı');
  await expect(line('1. Onay')).toContainText('Onayla');
  await expect(line('2. Görev')).toBeVisible();
  await expect(line('2. Görev')).not.toContainText('atlandı');

  await dryRun.getByRole('spinbutton', { name: 'İzin günü' }).fill('10');
  await dryRun.getByRole('button', { name: 'Dene' }).click();
  await expect(line('1. Onay')).not.toContainText('atlandı');
  await expect(line('1. Onay').getByRole('combobox', { name: 'Karar' })).toBeVisible();
});

/** The relative luminance of a CSS rgb() colour (0 black … 1 white). */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const lin = (c = 0) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

test('the editor on a phone is an ordered list with the same actions; on a desktop its controls are readable in the dark theme and speak English', async ({
  page,
}) => {
  await signedIn(page);
  await openNewWorkflow(page, `Telefon onayı ${stamp()}`);
  await page.getByRole('button', { name: 'Adım ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await choose(page, dialog, 'İşlem tipi', 'Görev');
  await dialog.getByRole('textbox', { name: 'Başlık' }).fill('Fişleri topla');
  await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Masraf fişlerini yükleyin.');
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');
  await page.getByRole('button', { name: 'Sonrasına adım ekle: 1. Görev' }).click();
  dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await chooseApprovalBranches(page, dialog);
  await choose(page, dialog, 'Yönetici seviyesi', '1. seviye yönetici (doğrudan yönetici)');
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');

  // an approval's decisions are renamed after it was created
  await page.getByRole('button', { name: 'Düzenle: 2. Onay' }).click();
  dialog = page.getByRole('dialog', { name: 'Adımı düzenle' });
  await dialog.getByRole('textbox', { name: '1. karar' }).fill('Kabul et');
  await saveStep(page, 'Adımı düzenle', 'İş akışı adımı güncellendi.');
  await expect(arrow(page, '2. Onay → 3. Görev: Kabul et')).toHaveCount(1);

  // below 600 px: no diagram, an ordered list of the steps with their arrows and full-size buttons
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('workflow-diagram')).toHaveCount(0);
  const list = page.getByTestId('workflow-step-list');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const approval = list.getByRole('listitem', { name: '2. Onay' });
  await expect(approval).toContainText('→ 3. Görev: Kabul et');
  await expect(approval).toContainText('→ 4. Bildirim: Reddet');
  const remove = list.getByRole('button', { name: 'Sil: 4. Bildirim' });
  const box = await remove.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(40);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await remove.click();
  const confirm = page.getByRole('dialog', { name: '“4. Bildirim” adımını sil' });
  await expect(confirm).toContainText(
    'Bu adıma gelen oklar silinir; önceki adımlar artık orada biter. Adımdan çıkan ok yok.',
  );
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('İş akışı adımı silindi.').first()).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('button', { name: 'Sonrasına adım ekle: 3. Görev' }).click();
  await expect(page.getByRole('dialog', { name: 'Adım ekle' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Adım ekle' }).getByRole('button', { name: 'İptal' }).click();

  // a desktop in the dark theme: the zoom and fit buttons are light on dark, the attribution is away from them
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('workflow-diagram')).toBeVisible();
  await expect(page.locator('.react-flow')).toHaveClass(/\bdark\b/);
  const zoomIn = page.getByRole('button', { name: 'Yakınlaştır' });
  await expect(zoomIn).toHaveAttribute('title', 'Yakınlaştır');
  await expect(page.getByRole('button', { name: 'Ekrana sığdır' })).toBeVisible();
  const colours = await zoomIn.evaluate((button) => ({
    background: getComputedStyle(button).backgroundColor,
    icon: getComputedStyle(button.querySelector('svg') as SVGElement).fill,
  }));
  expect(luminance(colours.background)).toBeLessThan(0.2);
  expect(luminance(colours.icon)).toBeGreaterThan(0.5);
  const controls = await page.locator('.react-flow__controls').boundingBox();
  const attribution = await page.locator('.react-flow__attribution').boundingBox();
  expect(controls && attribution).toBeTruthy();
  if (controls && attribution) {
    const apart =
      attribution.x > controls.x + controls.width ||
      attribution.x + attribution.width < controls.x ||
      attribution.y > controls.y + controls.height ||
      attribution.y + attribution.height < controls.y;
    expect(apart).toBe(true);
  }

  // in English: the buttons' tooltips and the global arrow's name
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('title', 'Zoom in');
  await expect(page.getByRole('button', { name: 'Fit to screen' })).toBeVisible();
  await expect(arrow(page, '1. Task → 2. Approval: Next step')).toHaveCount(1);
  await expect(arrow(page, '2. Approval → 3. Task: Kabul et')).toHaveCount(1);
  await page.getByRole('button', { name: 'TR', exact: true }).click();
  await expect(arrow(page, '1. Görev → 2. Onay: Sonraki adım')).toHaveCount(1);
});
