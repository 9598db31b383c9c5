import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTenant, readBackup, restoreTenant } from '../src/tenancy/backup.ts';
import { TestServer, type Tenant } from './harness.ts';
import { tenantChecksum } from './security/checksum.ts';

describe('tenant backup and restore', () => {
  let server: TestServer;
  let source: Tenant;
  let target: Tenant;

  beforeAll(async () => {
    // files in the tenant's database (FILE_STORE=postgres): the backup holds them too
    server = await TestServer.start({ fileStore: 'postgres' });
    source = await server.createTenant();
    target = await server.createTenant();
    const token = await server.signIn(source);
    for (const name of ['Yedek bir', 'Yedek iki', 'O\'Neil "tırnak"']) {
      await server.call(
        `mutation($n: String) { createLevel(inputModel: { name: $n }) { isSuccess } }`,
        { n: name },
        { token },
      );
    }
    await server.call(
      'mutation { createLocation(inputModel: { name: "Ofis", latitude: 41.0123457, longitude: 28.9761235 }) { isSuccess } }',
      {},
      { token },
    );
  });
  afterAll(() => server.stop());

  it('restores another tenant to equal row counts and checksums, and ids continue after', async () => {
    const { tenants, files } = server.server.services;
    const bytes = crypto.randomBytes(700 * 1024); // a stored file of three pieces of 256 KB
    const name = await files.put(source.tag, bytes, 'pdf', 'application/pdf');
    const file = await tenants.withTenant(source.tag, (db) => backupTenant(db, source.tag));
    expect(readBackup(file).tag).toBe(source.tag);
    const counts = await tenants.withTenant(target.tag, (db) => restoreTenant(db, file));
    expect(counts.districts).toBeGreaterThan(70_000);

    // the file byte for byte (bytes are written as hex text: as JSON they came back as JSON text)
    const restored = await files.open(target.tag, name);
    expect(restored?.size).toBe(bytes.length);
    expect(restored?.contentType).toBe('application/pdf');
    const pieces: Buffer[] = [];
    for await (const piece of restored!.read() as AsyncIterable<Buffer>) pieces.push(piece);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);

    expect(await tenantChecksum(server, target.tag)).toEqual(await tenantChecksum(server, source.tag));

    // the restored tenant is the source now: its admin signs in, and new rows get fresh ids
    const token = await server.signIn({ ...target, email: source.email, password: source.password });
    const created = await server.call<{ id: number }>(
      'mutation { createLevel(inputModel: { name: "Sonra" }) { isSuccess data { id } } }',
      {},
      { token },
    );
    expect(created.isSuccess).toBe(true);
    const levels = await server.call<{ id: number; name: string }[]>(
      '{ levels(pagerModel: { pageSize: 50 }) { data { id name } } }',
      {},
      { token },
    );
    expect(levels.data.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Yedek bir', 'O\'Neil "tırnak"', 'Sonra']),
    );
    expect(created.data.id).toBe(Math.max(...levels.data.map((l) => l.id)));
  });

  it('refuses a file that is not a Pano backup', () => {
    expect(() => readBackup(Buffer.from('not gzip'))).toThrow();
  });
});
