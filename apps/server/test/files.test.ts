import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../src/request/authenticate.ts';
import { acceptUpload, type UploadInput } from '../src/files/accept-upload.ts';
import { FILE_CONTENT_SECURITY_POLICY } from '../src/app/files.routes.ts';
import { rawGet } from '../src/files/testing/raw-get.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import type { TenantFiles } from '../src/files/tenant-files.ts';
import { TestServer, type Tenant } from './harness.ts';

describe('files: upload, storage and serving', () => {
  let server: TestServer;
  let a: Tenant;
  let b: Tenant;
  let tokenA: string;
  let tokenB: string;

  /** What a resolver does: the session (resolved from the token at the edge) carries the tenant's files. */
  async function withFiles<T>(token: string, work: (files: TenantFiles) => Promise<T>): Promise<T> {
    const auth = await authenticate(server.server.services, `Bearer ${token}`);
    try {
      if (!auth.session) throw new Error('not signed in');
      return await work(auth.session.files);
    } finally {
      auth.release();
    }
  }
  const save = (token: string, input: UploadInput) =>
    withFiles(token, (files) => files.save(acceptUpload(input, ['image', 'pdf'])));
  const remove = (token: string, publicPath: string) => withFiles(token, (files) => files.remove(publicPath));

  beforeAll(async () => {
    server = await TestServer.start();
    a = await server.createTenant();
    b = await server.createTenant();
    tokenA = await server.signIn(a);
    tokenB = await server.signIn(b);
  });
  afterAll(() => server.stop());

  it('stores an upload under a server-made name and serves it with its detected type, no token needed', async () => {
    const publicPath = await save(tokenA, { fileName: 'logo.jpeg', fileBase64String: toBase64(SAMPLES.png) });
    expect(publicPath).toMatch(new RegExp(`^/files/${a.tag}/[0-9a-f-]{36}\\.png$`));
    const response = await fetch(`${server.url}${publicPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
    expect(FILE_CONTENT_SECURITY_POLICY).toBe("sandbox; default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${path.basename(publicPath)}"`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SAMPLES.png);
  });

  it('serves a PDF as application/pdf inside the sandbox', async () => {
    const publicPath = await save(tokenA, { fileName: 'cv.pdf', fileBase64String: toBase64(SAMPLES.pdf) });
    const response = await fetch(`${server.url}${publicPath}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
  });

  it('keeps the application CSP everywhere else', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("answers 404 for a name that exists under another tenant's tag", async () => {
    const publicPath = await save(tokenA, { fileName: 'a.png', fileBase64String: toBase64(SAMPLES.png) });
    const name = path.basename(publicPath);
    expect((await fetch(`${server.url}/files/${b.tag}/${name}`)).status).toBe(404);
  });

  it('answers a bare 404 for unknown and invalid names', async () => {
    for (const name of [
      `${crypto.randomUUID()}.png`,
      'logo.png',
      `${crypto.randomUUID().toUpperCase()}.png`,
    ]) {
      const response = await fetch(`${server.url}/files/${a.tag}/${name}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not Found');
      expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
    }
  });

  it('cannot be walked out of the files folder', async () => {
    const secret = fs.readFileSync(path.join(server.config.dataDir, 'jwt-secret'), 'utf8').trim();
    // A file with a valid-looking name outside any tenant's folder, and a symlink inside one.
    const folder = path.join(server.config.dataDir, 'files', a.tag);
    fs.mkdirSync(folder, { recursive: true });
    const outside = `${crypto.randomUUID()}.png`;
    fs.writeFileSync(path.join(server.config.dataDir, 'files', outside), secret);
    const link = `${crypto.randomUUID()}.png`;
    fs.symlinkSync(path.join(server.config.dataDir, 'jwt-secret'), path.join(folder, link));
    const attempts = [
      `/files/${a.tag}/..%2F..%2Fjwt-secret`,
      `/files/${a.tag}/..%2F${outside}`,
      `/files/${a.tag}/%2e%2e%2f%2e%2e%2fjwt-secret`,
      `/files/${a.tag}/..%5C..%5Cjwt-secret`,
      `/files/../x`,
      `/files/../jwt-secret`,
      `/files/%2e%2e/${outside}`,
      `/files/..%2F..%2F/jwt-secret`,
      `/files/${a.tag}/${link}`,
      `/files/${a.tag}/..`,
    ];
    for (const attempt of attempts) {
      const response = await rawGet(server.url, attempt);
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 404 });
      expect(response.body).not.toContain(secret);
    }
  });

  it("removes a tenant's own file by its public path and ignores other tenants' paths", async () => {
    const publicPath = await save(tokenA, { fileName: 'a.png', fileBase64String: toBase64(SAMPLES.png) });
    await remove(tokenB, publicPath);
    await remove(tokenB, publicPath.replace(a.tag, b.tag));
    expect((await fetch(`${server.url}${publicPath}`)).status).toBe(200);
    await remove(tokenA, publicPath);
    expect((await fetch(`${server.url}${publicPath}`)).status).toBe(404);
    await remove(tokenA, publicPath); // already gone: no error
    await remove(tokenA, '/files/../../jwt-secret');
    expect(fs.existsSync(path.join(server.config.dataDir, 'jwt-secret'))).toBe(true);
  });

  it('refuses hostile content before anything is stored', async () => {
    const before = fs.readdirSync(path.join(server.config.dataDir, 'files', a.tag)).length;
    for (const bytes of [SAMPLES.pdf, SAMPLES.html, SAMPLES.svg]) {
      await expect(
        save(tokenA, { fileName: 'logo.png', fileBase64String: toBase64(bytes) }),
      ).rejects.toMatchObject({
        code: 'FileType',
      });
    }
    expect(fs.readdirSync(path.join(server.config.dataDir, 'files', a.tag)).length).toBe(before);
  });
});
