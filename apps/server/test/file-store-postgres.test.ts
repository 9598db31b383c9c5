import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_CONTENT_SECURITY_POLICY } from '../src/app/files.routes.ts';
import { applicantDocuments } from '../src/db/tenant/applicants.table.ts';
import { storedFileChunks, storedFiles } from '../src/db/tenant/files.table.ts';
import { loadConfig } from '../src/kernel/config.ts';
import { CHUNK_BYTES } from '../src/files/postgres-file-store.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { authenticate } from '../src/request/authenticate.ts';
import { applicantsFixture, type ApplicantsFixture } from './applicants-fixture.ts';
import { CREATE, DETAIL, callService, insertCategory } from './announcements-fixture.ts';
import { TestServer } from './harness.ts';

const MULTIMEDIA = `mutation($i: AnnouncementMultimediaInput!) {
  uploadAnnouncementMultimedia(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
const ADD_DOCUMENT = `mutation($i: AddApplicantDocumentInput!) { addApplicantDocument(inputModel: $i) { isSuccess message data { id } } }`;
const DOCUMENT_FILE = `query($id: Int!) { applicantDocumentFile(id: $id) { isSuccess data { fileBase64String } } }`;

/** A video of `bytes` bytes: an MP4 header, then bytes that differ by position (a wrong offset shows). */
function video(bytes: number): Buffer {
  const content = Buffer.alloc(bytes);
  SAMPLES.mp4.copy(content);
  for (let i = SAMPLES.mp4.length; i + 4 <= bytes; i += 4) content.writeUInt32BE(i, i);
  return content;
}

/** The statements that read a stored piece, counted as the server sends them. */
let pieceReads = 0;
const queryLogger = {
  logQuery: (query: string) => {
    if (/from "stored_file_chunks"/.test(query) && query.startsWith('select')) pieceReads++;
  },
};

describe('files in the tenant database (FILE_STORE=postgres)', () => {
  let server: TestServer;
  let f: ApplicantsFixture;
  let other: ApplicantsFixture;

  beforeAll(async () => {
    server = await TestServer.start({ fileStore: 'postgres', jobPollMs: 0 }, queryLogger);
    f = await applicantsFixture(server);
    other = await applicantsFixture(server);
  });
  afterAll(() => server.stop());

  /** An announcement with one multimedia file, sent streamed (an upload id) or as base64; its public path. */
  async function attach(fileName: string, sent: { uploadId: string } | { fileBase64String: string }) {
    const created = await f.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: fileName, body: 'x', categoryId: await insertCategory(f, fileName, false) },
        userIds: [await f.createUser()],
      },
    });
    const added = await callService(f, 'media', MULTIMEDIA, {
      i: { announcementId: created.data.id, fileName, ...sent },
    });
    expect(added.isSuccess).toBe(true);
    const detail = await f.call<{ multimedias: { filePath: string }[] }>(DETAIL, { id: created.data.id });
    const filePath = detail.data.multimedias[0]?.filePath ?? '';
    expect(filePath).toMatch(new RegExp(`^/files/${f.tenant.tag}/[0-9a-f-]{36}\\.(mp4|png|pdf)$`));
    return filePath;
  }
  const rowsOf = (name: string) =>
    server.server.services.tenants.withTenant(f.tenant.tag, async (db) => ({
      files: await db.select().from(storedFiles).where(eq(storedFiles.name, name)),
      pieces: (await db.select().from(storedFileChunks).where(eq(storedFileChunks.name, name))).length,
    }));
  const localFiles = () => {
    const dir = path.join(server.config.dataDir, 'files');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  };

  it('chooses the store from FILE_STORE, by default the database when the tenants are on PostgreSQL', () => {
    expect(loadConfig({}).fileStore).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/pano' }).fileStore).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/pano', FILE_STORE: 'local' }).fileStore).toBe('local');
    expect(loadConfig({ FILE_STORE: 'postgres' }).fileStore).toBe('postgres');
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  // a base64 multimedia is stored before the announcement's transaction opens: inside it, the store's own
  // transaction would wait for it (on the embedded engine's one connection, for ever)
  it('keeps a base64 upload in the database and serves it whole, with its type and security headers', async () => {
    const filePath = await attach('logo.png', { fileBase64String: toBase64(SAMPLES.png) });
    const response = await fetch(`${server.url}${filePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(SAMPLES.png.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${path.basename(filePath)}"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SAMPLES.png);
    const { files, pieces } = await rowsOf(path.basename(filePath));
    expect(files).toMatchObject([{ contentType: 'image/png', size: SAMPLES.png.length, private: false }]);
    expect(pieces).toBe(1);
    expect(localFiles()).toBe(0);
  });

  it('streams a video of several pieces in and out byte for byte, and answers ranges from the pieces they cover', async () => {
    const bytes = video(5 * CHUNK_BYTES + 12_345);
    const sent = await fetch(`${server.url}/files/upload?kinds=video`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('tanıtım.mp4'),
        authorization: `Bearer ${f.token}`,
      },
      body: new Uint8Array(bytes),
    });
    const answer = (await sent.json()) as { isSuccess: boolean; data: { uploadId: string; size: number } };
    expect(answer).toMatchObject({ isSuccess: true, data: { size: bytes.length } });
    // received on local disk, copied in, and the temporary file removed
    const receiving = path.join(server.config.dataDir, 'receiving', f.tenant.tag);
    expect(fs.readdirSync(receiving)).toEqual([]);
    const filePath = await attach('tanıtım.mp4', { uploadId: answer.data.uploadId });
    const url = `${server.url}${filePath}`;
    expect(await rowsOf(path.basename(filePath))).toMatchObject({
      files: [{ size: bytes.length, chunkSize: CHUNK_BYTES, contentType: 'video/mp4' }],
      pieces: 6,
    });

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const ranged = async (range: string) => {
      const before = pieceReads;
      const response = await fetch(url, { headers: { range } });
      const body = Buffer.from(await response.arrayBuffer());
      return { response, body, pieces: pieceReads - before };
    };
    // across the boundary of the first and second piece: two pieces read, the exact bytes answered
    const across = await ranged(`bytes=${CHUNK_BYTES - 100}-${CHUNK_BYTES + 99}`);
    expect(across.response.status).toBe(206);
    expect(across.response.headers.get('content-range')).toBe(
      `bytes ${CHUNK_BYTES - 100}-${CHUNK_BYTES + 99}/${bytes.length}`,
    );
    expect(across.response.headers.get('content-length')).toBe('200');
    expect(across.body.equals(bytes.subarray(CHUNK_BYTES - 100, CHUNK_BYTES + 100))).toBe(true);
    expect(across.pieces).toBe(2);
    // inside the fourth piece: that piece only
    const inside = await ranged(`bytes=${3 * CHUNK_BYTES + 10}-${3 * CHUNK_BYTES + 1009}`);
    expect(inside.body.equals(bytes.subarray(3 * CHUNK_BYTES + 10, 3 * CHUNK_BYTES + 1010))).toBe(true);
    expect(inside.pieces).toBe(1);
    // the last bytes (a suffix range) and from an offset to the end
    const tail = await ranged('bytes=-100');
    expect(tail.response.status).toBe(206);
    expect(tail.body.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    expect(tail.pieces).toBe(1);
    const rest = await ranged(`bytes=${2 * CHUNK_BYTES}-`);
    expect(rest.response.headers.get('content-range')).toBe(
      `bytes ${2 * CHUNK_BYTES}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(rest.body.equals(bytes.subarray(2 * CHUNK_BYTES))).toBe(true);
    // outside the file: 416 with the size, as the local store answers
    const outside = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(localFiles()).toBe(0);
  });

  it('removes a file with its pieces; unknown names and other tenants answer a bare 404', async () => {
    const filePath = await attach('el kitabı.pdf', {
      uploadId: await f.upload(SAMPLES.pdf, 'el kitabı.pdf'),
    });
    const name = path.basename(filePath);
    for (const wrong of [
      `/files/${other.tenant.tag}/${name}`,
      `/files/${f.tenant.tag}/${crypto.randomUUID()}.pdf`,
      `/files/${f.tenant.tag}/${name.toUpperCase()}`,
      `/files/${f.tenant.tag}/logo.png`,
      `/files/t-nobody00/${name}`,
    ]) {
      const response = await fetch(`${server.url}${wrong}`);
      expect({ wrong, status: response.status }).toEqual({ wrong, status: 404 });
      expect(await response.text()).toBe('Not Found');
    }
    const auth = await authenticate(server.server.services, `Bearer ${f.token}`);
    try {
      const files = auth.session?.files;
      await files?.remove(filePath.replace(f.tenant.tag, other.tenant.tag)); // another tenant's: ignored
      expect((await fetch(`${server.url}${filePath}`)).status).toBe(200);
      await files?.remove(filePath);
      await files?.remove(filePath); // already gone: no error
    } finally {
      auth.release();
    }
    expect((await fetch(`${server.url}${filePath}`)).status).toBe(404);
    expect(await rowsOf(name)).toEqual({ files: [], pieces: 0 });
    await expect(server.server.services.files.remove(f.tenant.tag, 'nothing.png')).resolves.toBeUndefined();
  });

  it("keeps an applicant's document private: in the database, never served by the public route", async () => {
    const applicantId = await f.createApplicant({ name: 'Can', surname: 'Öztürk' });
    const uploadId = await f.upload(SAMPLES.pdf, 'özgeçmiş.pdf');
    const added = await f.call<{ id: number }>(ADD_DOCUMENT, {
      i: { applicantId, documentTypeId: f.lookups.cv, uploadId },
    });
    expect(added.isSuccess).toBe(true);
    const [row] = await server.server.services.tenants.withTenant(f.tenant.tag, (db) =>
      db.select().from(applicantDocuments).where(eq(applicantDocuments.id, added.data.id)),
    );
    const storedName = row?.storedName ?? '';
    expect((await rowsOf(storedName)).files).toMatchObject([{ private: true, size: SAMPLES.pdf.length }]);
    // not under the tenant's public tag either: the row says private
    expect((await fetch(`${server.url}/files/${f.tenant.tag}/${storedName}`)).status).toBe(404);
    const file = await f.call<{ fileBase64String: string }>(DOCUMENT_FILE, { id: added.data.id });
    expect(Buffer.from(file.data.fileBase64String, 'base64').equals(SAMPLES.pdf)).toBe(true);
    expect(localFiles()).toBe(0);
  });
});
