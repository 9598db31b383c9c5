import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';

describe('production mode', () => {
  let server: TestServer;
  let token: string;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pano</title>');
    server = await TestServer.start({ production: true, webDist });
    token = await server.signIn(await server.createTenant());
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('turns introspection off', async () => {
    const { body } = await server.graphql('{ __schema { queryType { name } } }', {}, { token });
    expect(body.data).toBeUndefined();
    expect(JSON.stringify(body.errors)).toMatch(/introspection/i);
  });

  it('does not suggest field names', async () => {
    const { body } = await server.graphql('{ gendrs { isSuccess } }', {}, { token });
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(body.errors)).not.toMatch(/did you mean/i);
    expect(JSON.stringify(body.errors)).not.toContain('genders');
  });

  it('serves the SPA with the security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Pano</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown paths 404 without details', async () => {
    const response = await fetch(`${server.url}/../../etc/passwd`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/root:.*:0:0:/);
  });
});
