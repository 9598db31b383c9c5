import { describe, expect, it } from 'vitest';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import type { TestServer } from './harness.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

const UPLOAD = (name: string) =>
  `mutation($r: RoleLogoInput!) { ${name}(role: $r) { isSuccess message messages { code } data { id } } }`;

describe('role logos', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let roleId: number;
  usePeople((fixture) => {
    p = fixture;
    server = fixture.server;
    roleId = p.roles.Editor as number;
  });

  const logos = async () =>
    (
      await p.call<{ logo: string | null; transparentLogo: string | null }>(
        `query($id: Int!) { role(id: $id) { data { logo transparentLogo } } }`,
        { id: roleId },
      )
    ).data;

  it('stores a PNG, JPEG or WebP logo under a server-made name, served with its type; a new one replaces it', async () => {
    const first = await p.call(UPLOAD('uploadRoleLogo'), {
      r: { roleId, fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.png) },
    });
    expect(first).toMatchObject({ isSuccess: true, data: { id: roleId } });
    const { logo } = await logos();
    expect(logo).toMatch(new RegExp(`^/files/${p.tenant.tag}/[^/]+\\.png$`));
    const served = await fetch(`${server.url}${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const second = await p.call(UPLOAD('uploadRoleLogo'), {
      r: { roleId, fileName: 'yeni.webp', fileBase64String: toBase64(SAMPLES.webp) },
    });
    expect(second.isSuccess).toBe(true);
    expect((await logos()).logo).toMatch(/\.webp$/);
    expect((await fetch(`${server.url}${logo}`)).status).toBe(404);

    const transparent = await p.call(UPLOAD('uploadRoleTransparentLogo'), {
      r: { roleId, fileName: 'seffaf.jpg', fileBase64String: toBase64(SAMPLES.jpeg) },
    });
    expect(transparent.isSuccess).toBe(true);
    expect((await logos()).transparentLogo).toMatch(/\.jpg$/);
  });

  it.each([
    ['a PDF named .png', 'logo.png', SAMPLES.pdf],
    ['SVG', 'logo.svg', SAMPLES.svg],
    ['a GIF (logos are PNG, JPEG or WebP)', 'logo.gif', SAMPLES.gif],
  ])('refuses %s and keeps the role as it was', async (_name, fileName, bytes) => {
    const before = await logos();
    const answer = await p.call(
      UPLOAD('uploadRoleLogo'),
      { r: { roleId, fileName, fileBase64String: toBase64(bytes) } },
      { lang: 'en' },
    );
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    expect(answer.message).toBe('This file type is not accepted.');
    expect(await logos()).toEqual(before);
  });

  it('answers NotFound for a role of nobody and Validation without a file', async () => {
    const missing = await p.call(UPLOAD('uploadRoleLogo'), {
      r: { roleId: 99999, fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.png) },
    });
    expect(missing).toMatchObject({ messages: [{ code: 'NotFound' }] });
    const empty = await p.call(UPLOAD('uploadRoleLogo'), { r: { roleId, fileName: 'logo.png' } });
    expect(empty).toMatchObject({ isSuccess: false, message: 'Dosya: Bu alan zorunludur' });
  });
});
