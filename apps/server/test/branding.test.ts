import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '@pano/contract';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { TestServer, type Tenant } from './harness.ts';

const FIELDS = 'isSuccess message messages { code message } data { id }';
const THEME = `mutation($i: ThemeColorInput!) { setThemeColor(inputModel: $i) { ${FIELDS} } }`;
const LOGO = (name: string) => `mutation($i: LogoInput!) { ${name}(inputModel: $i) { ${FIELDS} } }`;

const colours = (data: Record<string, unknown>) => ({
  themeColorCode: data.themeColorCode,
  primaryColorCode: data.primaryColorCode,
  secondaryColorCode: data.secondaryColorCode,
  contentBackgroundColorCode: data.contentBackgroundColorCode,
  contentTextColorCode: data.contentTextColorCode,
});

describe('logo and theme', () => {
  let server: TestServer;
  let tenant: Tenant;
  let other: Tenant;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });
  const company = async (tag: string) =>
    (await server.getSubscription(tag)).data.company as {
      logo: string | null;
      transparentLogo: string | null;
    };

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    other = await server.createTenant();
    token = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  it('saves the colours to the tenant; GetSubscription returns them and another tenant keeps its own', async () => {
    expect(colours((await server.getSubscription(tenant.tag)).data)).toEqual(DEFAULT_COLORS);
    const answer = await call(THEME, {
      i: {
        colorCode: '#123',
        primaryColorCode: '#0A7E3C',
        secondaryColorCode: '#ff8800',
        contentBackgroundColorCode: '#FFFFFF',
        contentTextColorCode: '#111111',
        tag: tenant.tag, // the spec sends the caller's own tag
      },
    });
    expect(answer.isSuccess).toBe(true);
    expect(colours((await server.getSubscription(tenant.tag)).data)).toEqual({
      themeColorCode: '#123',
      primaryColorCode: '#0A7E3C',
      secondaryColorCode: '#ff8800',
      contentBackgroundColorCode: '#FFFFFF',
      contentTextColorCode: '#111111',
    });
    expect(colours((await server.getSubscription(other.tag)).data)).toEqual(DEFAULT_COLORS);
    // only the theme colour: the others stay
    expect(await call(THEME, { i: { colorCode: '#000000' } })).toMatchObject({ isSuccess: true });
    expect((await server.getSubscription(tenant.tag)).data).toMatchObject({
      themeColorCode: '#000000',
      primaryColorCode: '#0A7E3C',
    });
  });

  it.each([
    ['no theme colour', { primaryColorCode: '#abcdef' }, 'Theme colour: This field is required'],
    ['a bad theme colour', { colorCode: 'red' }, 'Check the Theme colour field'],
    [
      'a bad primary colour',
      { colorCode: '#000', primaryColorCode: '#12345' },
      'Check the Primary colour field',
    ],
    [
      'a script',
      { colorCode: '#000', contentTextColorCode: '<b>x</b>' },
      'Content text colour: At most 7 characters',
    ],
  ])('refuses %s and changes nothing', async (_name, input, message) => {
    const before = colours((await server.getSubscription(tenant.tag)).data);
    const answer = await call(THEME, { i: input }, 'en');
    expect(answer).toMatchObject({ isSuccess: false, message });
    expect(colours((await server.getSubscription(tenant.tag)).data)).toEqual(before);
  });

  it('takes a logo and a transparent logo recognised by content; a new one replaces the old file', async () => {
    const first = await call(LOGO('uploadLogo'), {
      i: { fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.png), tag: tenant.tag },
    });
    expect(first.isSuccess).toBe(true);
    const { logo } = await company(tenant.tag);
    expect(logo).toMatch(new RegExp(`^/files/${tenant.tag}/[^/]+\\.png$`));
    expect((await fetch(`${server.url}${logo}`)).status).toBe(200);
    expect((await company(other.tag)).logo).toBeNull();

    const second = await call(LOGO('uploadLogo'), {
      i: { fileName: 'yeni.jpg', fileBase64String: toBase64(SAMPLES.jpeg) },
    });
    expect(second.isSuccess).toBe(true);
    expect((await company(tenant.tag)).logo).toMatch(/\.jpg$/);
    expect((await fetch(`${server.url}${logo}`)).status).toBe(404);

    const transparent = await call(LOGO('uploadTransparentLogo'), {
      i: { fileName: 'seffaf.webp', fileBase64String: toBase64(SAMPLES.webp) },
    });
    expect(transparent.isSuccess).toBe(true);
    expect((await company(tenant.tag)).transparentLogo).toMatch(/\.webp$/);
  });

  it('refuses a tag that is not the caller’s tenant, in the caller’s language, changing neither tenant', async () => {
    const mine = await server.getSubscription(tenant.tag);
    const theirs = await server.getSubscription(other.tag);
    const theme = await call(THEME, { i: { colorCode: '#abcdef', tag: other.tag } }, 'en');
    expect(theme).toMatchObject({
      isSuccess: false,
      message: 'Tag: You can change only the company you are signed in to',
      messages: [{ code: 'Validation' }],
      data: null,
    });
    const png = toBase64(SAMPLES.png);
    for (const name of ['uploadLogo', 'uploadTransparentLogo']) {
      const logo = await call(LOGO(name), {
        i: { fileName: 'logo.png', fileBase64String: png, tag: 'baska' },
      });
      expect(logo).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
      expect(logo.message).toBe('Tag: Yalnızca oturum açtığınız şirketi değiştirebilirsiniz');
    }
    // the connection token is minted per call (its clock moves); everything else stays as it was
    expect((await server.getSubscription(tenant.tag)).data).toEqual({
      ...mine.data,
      connectionString: expect.any(String),
    });
    expect((await server.getSubscription(other.tag)).data).toMatchObject({
      company: theirs.data.company,
      themeColorCode: theirs.data.themeColorCode,
    });
    // the own tag in another case, or an empty one, is the caller's
    const own = await call(THEME, {
      i: { colorCode: mine.data.themeColorCode, tag: ` ${tenant.tag.toUpperCase()} ` },
    });
    expect(own.isSuccess).toBe(true);
    expect((await call(THEME, { i: { colorCode: mine.data.themeColorCode, tag: '' } })).isSuccess).toBe(true);
  });

  it('refuses a file that is not an image whatever its name, and a missing file, changing nothing', async () => {
    const before = await company(tenant.tag);
    const pdf = await call(
      LOGO('uploadLogo'),
      { i: { fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.pdf) } },
      'en',
    );
    expect(pdf).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    const svg = await call(LOGO('uploadTransparentLogo'), {
      i: { fileName: 'logo.svg', fileBase64String: toBase64(SAMPLES.svg) },
    });
    expect(svg).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    const none = await call(LOGO('uploadLogo'), { i: { fileName: 'logo.png' } });
    expect(none).toMatchObject({ isSuccess: false, message: 'Dosya: Bu alan zorunludur' });
    expect(await company(tenant.tag)).toEqual(before);
  });
});
