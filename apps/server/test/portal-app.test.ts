import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { TestServer, type Tenant } from './harness.ts';

const LOGO = `mutation($i: LogoInput!) { uploadLogo(inputModel: $i) { isSuccess } }`;
const THEME = `mutation($i: ThemeColorInput!) { setThemeColor(inputModel: $i) { isSuccess } }`;

interface Manifest {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe("the employees' app's manifest and icon, per company (docs/portal-app.md)", () => {
  let server: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  const manifest = async (query: string, lang = 'tr') => {
    const response = await fetch(`${server.url}/app/manifest.webmanifest${query}`, {
      headers: { 'accept-language': lang },
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    return (await response.json()) as Manifest;
  };
  const icon = async (src: string) => {
    const response = await fetch(`${server.url}${src}`);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    return response.text();
  };

  it("names the company's app, in its colour, installable at /app/ in the reader's language", async () => {
    const token = await server.signIn(tenant);
    expect(
      (await server.call(THEME, { i: { colorCode: '#123456', primaryColorCode: '#0A7E3C' } }, { token }))
        .isSuccess,
    ).toBe(true);
    const company = await manifest(`?tag=${tenant.tag}`, 'en-GB,en;q=0.9');
    const subscription = await server.getSubscription(tenant.tag);
    expect(company).toMatchObject({
      name: (subscription.data.company as { name: string }).name,
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
      theme_color: '#0A7E3C',
      lang: 'en',
    });
    expect(company.icons.map((entry) => entry.purpose).sort()).toEqual(['any', 'maskable']);
    for (const entry of company.icons) expect(entry.src).toContain(`tag=${tenant.tag}`);
  });

  it("draws the icon from the company's logo once there is one; Pano's mark before", async () => {
    const src = `/app/company-icon.svg?tag=${tenant.tag}`;
    const before = await icon(src);
    expect(before).toContain('<svg');
    expect(before).not.toContain('data:image');
    const token = await server.signIn(tenant);
    const uploaded = await server.call(
      LOGO,
      { i: { fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.png) } },
      { token },
    );
    expect(uploaded.isSuccess).toBe(true);
    const after = await icon(src);
    expect(after).toContain(`href="data:image/png;base64,${toBase64(SAMPLES.png)}"`);
  });

  it('signs an employee out of every device at once, and nobody else', async () => {
    const employee = await server.signInEmployee(tenant);
    const again = await server.verify(tenant.tag, employee.email, employee.password, 'tr', 'VerifyUser');
    const other = await server.signInEmployee(tenant);
    const me = '{ me { isSuccess messages { code } } }';
    const portal = { service: 'portal' as const };
    const everywhere = await server.call(
      'mutation { logoutEverywhere { isSuccess } }',
      {},
      {
        ...portal,
        token: employee.token,
      },
    );
    expect(everywhere.isSuccess).toBe(true);
    for (const token of [employee.token, again.data?.token ?? ''])
      expect(await server.call(me, {}, { ...portal, token })).toMatchObject({
        messages: [{ code: 'TokenInvalid' }],
      });
    expect((await server.call(me, {}, { ...portal, token: other.token })).isSuccess).toBe(true);
  });

  it("answers Pano's own for an unknown or malformed tag, never an error page", async () => {
    for (const query of ['', '?tag=no-such-company', '?tag=%3Cscript%3E']) {
      const answer = await manifest(query);
      expect(answer.name).toBe('Pano');
      expect(answer.icons[0]?.src).toBe('/app/company-icon.svg');
    }
    expect(await icon('/app/company-icon.svg?tag=../../etc')).not.toContain('data:');
  });
});
