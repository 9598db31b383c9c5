import { expect, test } from '@playwright/test';
import { stamp } from './support/people.ts';
import { seriousViolations } from './support/axe.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { openFromMenu, signedIn } from './support/session.ts';

const MINE = '{ myDisasters(pagerModel: { pageSize: 5 }) { isSuccess data { id title isRead } } }';
const READ = 'mutation($i: DisasterReadInput!) { markDisasterRead(inputModel: $i) { isSuccess } }';
const RESPOND = 'mutation($i: DisasterResponseInput!) { respondDisaster(inputModel: $i) { isSuccess } }';

test('a disaster to a group: an employee reads it on the portal and needs help; the detail and map show it', async ({
  page,
  request,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Afetler');
  await expect(page).toHaveURL(/#\/afet\/afetler$/);
  const title = `E2E Afet ${stamp()}`;

  await page.getByRole('button', { name: 'Afet ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Afet ekle' });
  await dialog.getByRole('textbox', { name: 'Başlık' }).fill(title);
  await dialog.getByRole('textbox', { name: 'İçerik' }).fill('Bina tahliye edildi. İyi misiniz?');
  await dialog.getByRole('radio', { name: 'Gruplar' }).check();
  await dialog.getByRole('combobox', { name: 'Gruplar' }).click();
  await page.getByRole('option', { name: 'Gönüllüler' }).click();
  await dialog.getByRole('heading', { name: 'Afet ekle' }).click(); // closes the picker's list
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Afet bildirimi gönderildi').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `${title} ayrıntıları` }).click();
  await expect(page).toHaveURL(/#\/afet\/afetler\/\d+$/);
  const disasterId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Gönderilen kullanıcılar' });
  await expect(recipients).toBeVisible();

  // the employee, through the real portal API
  const token = await portalSignIn(request);
  const mine = await callGraphql<{ id: number; title: string; isRead: boolean }[]>(request, token, MINE);
  expect(mine.data[0]).toMatchObject({ id: disasterId, title, isRead: false });
  expect((await callGraphql(request, token, READ, { i: { disasterId } })).isSuccess).toBe(true);
  const answer = { disasterId, response: false, latitude: 41.012345678, longitude: 29.023456789 };
  expect((await callGraphql(request, token, RESPOND, { i: answer })).isSuccess).toBe(true);

  await page.reload();
  const recipientsTable = page.getByRole('table', { name: 'Gönderilen kullanıcılar' });
  const elif = recipientsTable.getByRole('row', { name: /Elif Çalışkan/ });
  // the recipients are in id order, the demo employees last: page on (after each page has loaded)
  await expect(recipientsTable.getByRole('row').nth(1)).toBeVisible();
  for (let i = 0; i < 20 && !(await elif.count()); i++) {
    const first = (await recipientsTable.getByRole('row').nth(1).textContent()) ?? '';
    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect(recipientsTable.getByRole('row').nth(1)).not.toHaveText(first);
  }
  await expect(elif).toContainText('calisan1@pano.local');
  await expect(elif).toContainText('Evet');
  await expect(elif).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);

  await page.getByRole('tab', { name: 'Cevap veren kullanıcılar' }).click();
  await page.getByRole('switch', { name: 'Sadece yardım bekleyenler' }).check();
  const responders = page.getByRole('table', { name: 'Cevap veren kullanıcılar' });
  await expect(responders.getByRole('row', { name: /Elif Çalışkan/ })).toContainText(
    'İyi değilim41.0123457, 29.0234568',
  );
  await expect(responders.getByRole('row')).toHaveCount(2); // header + Elif: nobody else answered
  await expect(page.getByText('Haritada 1 konum')).toBeVisible();
  const map = page.getByRole('region', { name: 'Cevap verenlerin haritası' });
  await expect(map.locator('path.disaster-marker.needs-help')).toHaveCount(1);
  await expect(map.locator('path.disaster-marker.good')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the disaster map fits all its markers, clusters the dense ones and opens a popup from a row or a marker', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Afetler');
  await page.getByRole('searchbox', { name: 'Ara' }).fill('Deprem tatbikatı');
  await page.getByRole('link', { name: 'Deprem tatbikatı ayrıntıları' }).click();
  const status = page.getByText(/^Haritada \d+ konum/);
  await expect(status).toHaveText(/^Haritada [1-9]\d* konum/);
  const count = Number(/(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(5);

  // every responder is on the map, alone or counted in a cluster, and every marker is inside the map
  const map = page.getByRole('region', { name: 'Cevap verenlerin haritası' });
  const container = map.locator('.leaflet-container');
  const circles = map.locator('path.disaster-marker');
  const clusters = map.locator('.disaster-cluster');
  await expect(async () => {
    const clustered = (await clusters.allTextContents()).reduce((sum, text) => sum + Number(text), 0);
    expect((await circles.count()) + clustered).toBe(count);
  }).toPass();
  const box = await container.boundingBox();
  if (!box) throw new Error('the map has no box');
  for (const marker of [...(await circles.all()), ...(await clusters.all())]) {
    const at = await marker.boundingBox();
    if (!at) throw new Error('a marker has no box');
    expect(at.x).toBeGreaterThanOrEqual(box.x);
    expect(at.y).toBeGreaterThanOrEqual(box.y);
    expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
    expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
  }
  await expect(map.getByRole('list', { name: 'Harita açıklaması' })).toContainText('İyi değilim');

  // a row of the responses opens its marker's popup: the person, the answer and the time
  await page.getByRole('tab', { name: 'Cevap veren kullanıcılar' }).click();
  const responders = page.getByRole('table', { name: 'Cevap veren kullanıcılar' });
  const person = responders.getByRole('button', { name: /: haritada göster$/ }).first();
  const name = ((await person.textContent()) ?? '').trim();
  await person.click();
  const popup = map.locator('.leaflet-popup-content');
  await expect(popup).toContainText(name);
  await expect(popup).toContainText(/İyiyim|İyi değilim/);
  await expect(popup).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);

  // and a marker chosen on the map marks its row
  await map.locator('.leaflet-popup-close-button').click();
  await map.locator('path.disaster-marker').first().click();
  await expect(popup).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(responders.locator('[aria-current="true"]')).toHaveCount(1);
});
