import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

/** Permissions per panel role (issue 30 §1, docs/permissions.md), as the demo editor and the administrator meet them. */

const signInAsEditor = async (page: Page) => {
  await signIn(page, 'pano1234', 'editor@pano.local');
  await expect(page).not.toHaveURL(/auth\/login/);
};

test('the demo editor sees only announcements and their categories; another screen shows the 403 page', async ({
  page,
}) => {
  await signInAsEditor(page);
  const menu = page.getByRole('navigation');
  const links = async () =>
    (await menu.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))
      .filter((href) => href.startsWith('#/'))
      .sort();
  // once the signed-in user's permissions are known (before that the menu is not cut)
  await expect.poll(links).toEqual(['#/duyuru/duyurular', '#/duyuru/kategori']);
  await page.goto('/#/anonimmesaj/sikayetler');
  await expect(page.getByText('Bu sayfayı görme yetkiniz yok.')).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/duyuru/duyurular');
  await expect(page.getByRole('button', { name: 'Duyuru ekle' })).toBeVisible();
});

test("the administrator takes 'create' from the editor's role: the editor's next page has no create button", async ({
  browser,
}) => {
  const editor = await browser.newPage();
  await signInAsEditor(editor);
  await editor.goto('/#/duyuru/kategori');
  await expect(editor.getByRole('button', { name: /ekle$/ })).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin);
  await admin.goto('/#/ayarlar/kullanici/organizasyonlar');
  await admin.getByRole('searchbox', { name: 'Ara' }).fill('Editor');
  await admin.getByRole('link', { name: 'Editor yetkileri' }).click();
  await expect(admin.getByRole('heading', { name: 'Editor: Yetkiler' })).toBeVisible();
  const create = admin.getByRole('checkbox', { name: 'Duyurular ve kategoriler — Ekleme' });
  await expect(create).toBeChecked();
  // nothing the administrator holds is out of reach; the complaints row stays empty for the editor
  await expect(admin.getByRole('checkbox', { name: 'Şikâyetler — Görüntüleme' })).not.toBeChecked();
  await create.uncheck();
  await admin.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Yetkiler kaydedildi').first()).toBeVisible();

  await editor.goto('/#/duyuru/duyurular');
  await expect(editor.getByRole('heading', { level: 1, name: 'Duyurular' })).toBeVisible();
  await expect(editor.getByRole('progressbar')).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Duyuru ekle' })).toHaveCount(0);

  // given back, as the demo had it
  await admin.reload();
  await admin.getByRole('checkbox', { name: 'Duyurular ve kategoriler — Ekleme' }).check();
  await admin.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Yetkiler kaydedildi').first()).toBeVisible();
  await editor.goto('/#/duyuru/kategori');
  await editor.goto('/#/duyuru/duyurular');
  await expect(editor.getByRole('button', { name: 'Duyuru ekle' })).toBeVisible();
});
