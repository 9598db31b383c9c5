import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileOrigin } from '../src/app/security-headers.ts';
import { TestServer, type Tenant } from './harness.ts';

const TILES = 'https://{s}.tiles.example.com/{z}/{x}/{y}.png';

describe("the disaster map's tile server is a setting", () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start({ mapTileUrl: TILES, mapAttribution: '© Örnek Harita' });
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('is served to the signed-in panel by the shared service', async () => {
    const token = await server.signIn(tenant);
    const answer = await server.call(
      '{ mapSettings { isSuccess data { tileUrl attribution } } }',
      {},
      { token, service: 'shared' },
    );
    expect(answer).toMatchObject({
      isSuccess: true,
      data: { tileUrl: TILES, attribution: '© Örnek Harita' },
    });
  });

  it("lets images come from the tile server's origin, and from nowhere else new", async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.com;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://localhost:8088/tiles/{z}/{x}/{y}.png', 'http://localhost:8088'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ["https://evil.test; script-src 'unsafe-inline'/{z}.png", null],
    ['javascript:alert(1)', null],
  ])('tileOrigin(%j) is %j', (url, origin) => {
    expect(tileOrigin(url)).toBe(origin);
  });
});
