import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/tenant/users.table.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { today } from '../src/modules/navigation/audience.ts';
import { demoPng } from '../src/seed/demo-announcement-media.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer, type Envelope } from './harness.ts';

interface MySlider {
  id: number;
  name: string;
  items: {
    id: number;
    name: string;
    position: number;
    targetComponent: string;
    targetPayload: string;
    imageUrl: string;
    mediaKind: string;
  }[];
}
const MY_SLIDERS = `{ mySliders { isSuccess totalItemCount data { id name items {
  id name description position targetComponent targetPayload imageUrl mediaKind } } } }`;
const CREATE_SLIDER = `mutation($i: SliderCreateInput!) { createSlider(inputModel: $i) { isSuccess data { id } } }`;
const CREATE_ITEM = `mutation($i: SliderItemCreateInput!) { createSliderItem(inputModel: $i) {
  isSuccess message messages { code message field } data { id } } }`;
const UPDATE_ITEM = `mutation($i: SliderItemUpdateInput!) { updateSliderItem(inputModel: $i) {
  isSuccess message messages { code message } data { id } } }`;
const ITEM = `query($id: Int!) { sliderItem(id: $id) { isSuccess data { id name imagePath mediaKind
  slider { name } roles { roleId role { name } } } } }`;
const ITEMS = `query($p: SliderItemPagerModel) { getSliderItems(pagerModel: $p) { isSuccess totalItemCount
  data { id name position } } }`;
const SLIDERS = `{ getSliders(sliderPagerModel: { pageSize: 100 }) { data { id name itemCount } } }`;
const CREATE_ROLE = `mutation($i: SliderItemRoleCreateInput!) { createSliderItemRole(inputModel: $i) { isSuccess data { id } } }`;
const DELETE_ITEM = `mutation($id: Int!) { deleteSliderItem(id: $id) { isSuccess messages { code } } }`;
const DELETE_SLIDER = `mutation($id: Int!) { deleteSlider(id: $id) { isSuccess messages { code } } }`;

const dayFromToday = (days: number) => today(new Date(Date.now() + days * 86_400_000));
const image = (width: number, height: number) =>
  toBase64(demoPng([30, 90, 160], [240, 180, 60], 3, width, height));
const WIDE = image(1200, 600);
const SMALL = image(400, 200);

describe('sliders of the employees’ app (spec 001 /slider/sliders; docs/navigation.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let staff: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let editor: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let slider: number;
  const portal = (token: string) =>
    server.call<MySlider[]>(MY_SLIDERS, {}, { token, service: 'portal' }).then((r) => r.data);
  const item = (input: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
    p.call<{ id: number }>(
      CREATE_ITEM,
      {
        i: {
          sliderId: slider,
          name: 'Yaz şenliği',
          description: 'Cuma akşamı bahçede',
          position: 1,
          targetComponent: 'UrlBrowser',
          targetPayload: 'https://senlik.example.com',
          fileName: 'senlik.png',
          imageBase64String: WIDE,
          ...input,
        },
      },
      { lang },
    );
  const withRole = async (sliderItemId: number, roleId: number | undefined) =>
    expect((await p.call(CREATE_ROLE, { i: { sliderItemId, roleId } })).isSuccess).toBe(true);
  const storedFiles = () => {
    const dir = path.join(server.config.dataDir, 'files', p.tenant.tag);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')).length : 0;
  };
  const upload = async (bytes: Buffer, fileName: string, token = p.token) => {
    const response = await fetch(`${server.url}/files/upload?kinds=image,video`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(fileName),
        authorization: `Bearer ${token}`,
      },
      body: new Uint8Array(bytes),
    });
    const body = (await response.json()) as Envelope<{ uploadId: string }>;
    if (!body.isSuccess) throw new Error(`upload failed: ${body.message}`);
    return body.data.uploadId;
  };
  const itemRow = async (id: number) =>
    (await p.call<{ imagePath: string; mediaKind: string; name: string }>(ITEM, { id })).data;

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    staff = await server.signInEmployee(p.tenant, 'Deniz', 'Personel');
    editor = await server.signInEmployee(p.tenant, 'Ece', 'Editör');
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      await db.update(users).set({ roleId: p.roles.Personel }).where(eq(users.id, staff.userId));
      await db.update(users).set({ roleId: p.roles.Editor }).where(eq(users.id, editor.userId));
    });
    slider = (await p.call<{ id: number }>(CREATE_SLIDER, { i: { name: 'Ana sayfa' } })).data.id;
  });
  afterAll(() => server.stop());

  it('reaches exactly the roles named on an item, by position; an item with no role reaches nobody', async () => {
    const second = (await item({ name: 'İkinci', position: 2 })).data.id;
    const first = (
      await item({
        name: 'Birinci',
        position: 1,
        targetComponent: 'HtmlPage',
        targetPayload: '<p>Merhaba</p><script>x</script>',
      })
    ).data.id;
    const forEditors = (await item({ name: 'Editörlere', position: 3 })).data.id;
    const draft = (await item({ name: 'Taslak', position: 4 })).data.id;
    await withRole(second, p.roles.Personel);
    await withRole(first, p.roles.Personel);
    await withRole(forEditors, p.roles.Editor);
    const empty = (await p.call<{ id: number }>(CREATE_SLIDER, { i: { name: 'Boş slider' } })).data.id;

    const mine = await portal(staff.token);
    expect(mine.map((s) => s.id)).toEqual([slider]);
    expect(mine[0]?.items.map((i) => i.name)).toEqual(['Birinci', 'İkinci']);
    expect(mine[0]?.items[0]).toMatchObject({
      targetComponent: 'HtmlPage',
      targetPayload: '<p>Merhaba</p>',
      mediaKind: 'image',
    });
    expect(mine[0]?.items[1]).toMatchObject({ targetPayload: '{"url":"https://senlik.example.com/"}' });
    const url = mine[0]?.items[0]?.imageUrl ?? '';
    expect(url).toMatch(new RegExp(`^/files/${p.tenant.tag}/[0-9a-f-]{36}\\.png$`));
    expect((await fetch(`${server.url}${url}`)).headers.get('content-type')).toBe('image/png');
    expect((await portal(editor.token)).flatMap((s) => s.items.map((i) => i.id))).toEqual([forEditors]);
    const seen = [...(await portal(staff.token)), ...(await portal(editor.token))].flatMap((s) =>
      s.items.map((i) => i.id),
    );
    expect(seen).not.toContain(draft);
    // a slider none of whose items the viewer sees is not answered
    expect((await portal(editor.token)).map((s) => s.id)).toEqual([slider]);
    expect((await portal(staff.token)).map((s) => s.id)).not.toContain(empty);

    // the panel: the generic list by slider, the item with its roles, the slider's item count
    const listed = await p.call<{ name: string }[]>(ITEMS, { p: { sliderId: slider, pageSize: 50 } });
    expect(listed.data.map((i) => i.name)).toEqual(['Birinci', 'İkinci', 'Editörlere', 'Taslak']);
    // the spec's own shape, `getSliderItems {sliderId}`, as a top-level argument: the same items
    const bySlider = await p.call<{ name: string }[]>(
      `query($s: Int) { getSliderItems(sliderId: $s) { isSuccess data { name } } }`,
      { s: slider },
    );
    expect(bySlider.data.map((i) => i.name)).toEqual(listed.data.map((i) => i.name).slice(0, 5));
    const none = await p.call(`{ getSliderItems(sliderId: 999999) { isSuccess totalItemCount } }`);
    expect(none.totalItemCount).toBe(0);
    expect(
      (await p.call<{ roles: { role: { name: string } }[] }>(ITEM, { id: first })).data.roles.map(
        (r) => r.role.name,
      ),
    ).toEqual(['Personel']);
    const sliders = (await p.call<{ id: number; itemCount: number }[]>(SLIDERS)).data;
    expect(sliders.find((s) => s.id === slider)?.itemCount).toBe(4);
    expect(sliders.find((s) => s.id === empty)?.itemCount).toBe(0);
    // a role once per item
    const again = await p.call(CREATE_ROLE, { i: { sliderItemId: first, roleId: p.roles.Personel } });
    expect(again.isSuccess).toBe(false);
  });

  it('shows an item only inside its publish window', async () => {
    const later = (await item({ name: 'Yarın', startDate: dayFromToday(1) })).data.id;
    const ended = (await item({ name: 'Dün bitti', endDate: dayFromToday(-1) })).data.id;
    const live = (await item({ name: 'Bugün', startDate: dayFromToday(0), endDate: dayFromToday(0) })).data
      .id;
    for (const id of [later, ended, live]) await withRole(id, p.roles.Personel);
    const ids = (await portal(staff.token)).flatMap((s) => s.items.map((i) => i.id));
    expect(ids).toContain(live);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(ended);
  });

  it('wants a file at creation, a name of at most 35 characters, and refuses an image under 800×400 inline', async () => {
    const before = storedFiles();
    const none = await item({ imageBase64String: null, fileName: null });
    expect(none).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', field: 'imageBase64String' }],
    });
    expect(none.messages[0]?.message).toBe('Görsel: En az bir görsel ya da video seçin');
    const noneEn = await item({ imageBase64String: null }, 'en');
    expect(noneEn.messages[0]?.message).toBe('Image: Choose an image or a video');

    const long = await item({ name: 'x'.repeat(36) });
    expect(long).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation', field: 'name' }] });
    expect(long.messages[0]?.message).toBe('Ad: En fazla 35 karakter girilebilir');
    expect((await item({ name: 'x'.repeat(35) })).isSuccess).toBe(true);
    const afterOne = storedFiles();
    expect(afterOne).toBe(before + 1);

    const small = await item({ imageBase64String: SMALL });
    expect(small).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', field: 'imageBase64String' }],
    });
    expect(small.messages[0]?.message).toBe('En az 800x400 boyutunda olmalı');
    expect((await item({ imageBase64String: image(1200, 399) }, 'en')).messages[0]?.message).toBe(
      'At least 800x400 pixels',
    );
    expect((await item({ imageBase64String: image(800, 400) })).isSuccess).toBe(true);
    // not an image or a video
    expect(await item({ imageBase64String: toBase64(SAMPLES.pdf), fileName: 'a.pdf' })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'FileType' }],
    });
    // a video is stored as one, not measured
    const video = await item({ imageBase64String: toBase64(SAMPLES.mp4), fileName: 'tanitim.mp4' });
    expect(video.isSuccess).toBe(true);
    expect((await itemRow(video.data.id)).mediaKind).toBe('video');
    // a refusal after the file was stored (a payload that is not a web address) leaves no file behind
    const count = storedFiles();
    const refused = await item({ targetPayload: 'javascript:alert(1)' });
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ field: 'targetPayload' }] });
    expect(storedFiles()).toBe(count);
  });

  it('takes a streamed upload by its id, refusing one under 800×400 at the image field', async () => {
    const wide = await upload(demoPng([0, 0, 0], [255, 255, 255], 2, 1600, 800), 'genis.png');
    const created = await item({ imageBase64String: null, uploadId: wide });
    expect(created.isSuccess).toBe(true);
    expect((await itemRow(created.data.id)).imagePath).toMatch(/\.png$/);

    const small = await upload(demoPng([0, 0, 0], [255, 255, 255], 2, 400, 200), 'kucuk.png');
    const refused = await item({ imageBase64String: null, uploadId: small });
    expect(refused).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', field: 'imageBase64String' }],
    });
    expect(refused.messages[0]?.message).toBe('En az 800x400 boyutunda olmalı');
    // both at once is refused
    const both = await item({
      uploadId: await upload(demoPng([0, 0, 0], [9, 9, 9], 1, 900, 450), 'iki.png'),
    });
    expect(both).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });

  it('keeps an upload to its tenant: another tenant’s administrator cannot use its id', async () => {
    const other = await peopleFixture(server);
    const otherSlider = (await other.call<{ id: number }>(CREATE_SLIDER, { i: { name: 'Başka' } })).data.id;
    const uploadId = await upload(demoPng([0, 0, 0], [255, 255, 255], 2, 1200, 600), 'bizim.png');
    const stolen = await other.call(CREATE_ITEM, {
      i: {
        sliderId: otherSlider,
        name: 'Çalıntı',
        description: 'x',
        position: 1,
        targetComponent: 'UrlBrowser',
        targetPayload: 'https://example.com',
        uploadId,
      },
    });
    expect(stolen).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation', field: 'uploadId' }] });
    // still ours to use
    expect((await item({ imageBase64String: null, uploadId })).isSuccess).toBe(true);
  });

  it('never changes the file on update; a delete removes the item’s file, a slider’s delete its items’ files', async () => {
    const created = (await item({ name: 'Eski ad' })).data.id;
    const stored = await itemRow(created);
    const updated = await p.call(UPDATE_ITEM, {
      i: {
        id: created,
        sliderId: slider,
        name: 'Yeni ad',
        description: 'Yeni açıklama',
        position: 2,
        targetComponent: 'UrlBrowser',
        targetPayload: 'https://yeni.example.com',
        imageBase64String: image(1000, 500),
        fileName: 'yeni.png',
      },
    });
    expect(updated.isSuccess).toBe(true);
    expect(await itemRow(created)).toMatchObject({
      name: 'Yeni ad',
      imagePath: stored.imagePath,
      mediaKind: 'image',
    });
    expect((await p.call(UPDATE_ITEM, { i: { id: created, name: 'y'.repeat(36) } })).isSuccess).toBe(false);

    const file = `${server.url}${stored.imagePath}`;
    expect((await fetch(file)).status).toBe(200);
    expect((await p.call(DELETE_ITEM, { id: created })).isSuccess).toBe(true);
    expect((await fetch(file)).status).toBe(404);
    expect(await p.call(DELETE_ITEM, { id: created })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });

    const doomed = (await p.call<{ id: number }>(CREATE_SLIDER, { i: { name: 'Silinecek' } })).data.id;
    const paths: string[] = [];
    for (const name of ['Bir', 'İki']) {
      const id = (await item({ sliderId: doomed, name })).data.id;
      paths.push((await itemRow(id)).imagePath);
    }
    expect((await p.call(DELETE_SLIDER, { id: doomed })).isSuccess).toBe(true);
    for (const stale of paths) expect((await fetch(`${server.url}${stale}`)).status).toBe(404);
    expect((await p.call(ITEMS, { p: { sliderId: doomed } })).totalItemCount).toBe(0);
  });
});
