import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, stamp } from './support/people.ts';
import { signIn } from './support/session.ts';

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
  await page.getByRole('searchbox', { name: 'Ara' }).fill(name);
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
  await signIn(page);
  await openNewWorkflow(page, `Masraf onayı ${stamp()}`);

  // an empty workflow offers ADD: the first step, a task
  await page.getByRole('button', { name: 'EKLE' }).click();
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

  // a status step in the middle: 1 → status → approval
  await page.getByRole('button', { name: 'Sonrasına adım ekle: 1. Görev' }).click();
  dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await choose(page, dialog, 'İşlem tipi', 'Durum güncelleme');
  await choose(page, dialog, 'Durum', 'Beklemede');
  await saveStep(page, 'Adım ekle', 'İş akışı adımı eklendi.');
  await expect(arrow(page, '1. Görev → 2. Durum güncelleme: Sonraki adım')).toHaveCount(1);
  await expect(arrow(page, '2. Durum güncelleme → 3. Onay: Sonraki adım')).toHaveCount(1);

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

  // delete the middle step: the arrow into it now leads to its target
  await page.getByRole('button', { name: 'Sil: 2. Durum güncelleme' }).click();
  await page.getByRole('dialog', { name: 'Adımı sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('İş akışı adımı silindi.').first()).toBeVisible();
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
  await signIn(page);
  await openNewWorkflow(page, `Uzun izin onayı ${stamp()}`);
  await page.getByRole('button', { name: 'EKLE' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adım ekle' });
  await chooseApprovalBranches(page, dialog);
  await choose(page, dialog, 'Yönetici seviyesi', '1');

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
  await page.getByRole('button', { name: 'Düzenle: 1. Onay' }).click();
  dialog = page.getByRole('dialog', { name: 'Adımı düzenle' });
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
