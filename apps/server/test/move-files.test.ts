import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreOfKind } from '../src/files/choose-file-store.ts';
import { copyTenantFiles } from '../src/files/move-files.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { applicantsFixture, type ApplicantsFixture } from './applicants-fixture.ts';
import { CREATE, DETAIL, callService, insertCategory } from './announcements-fixture.ts';
import { TestServer } from './harness.ts';

const MULTIMEDIA = `mutation($i: AnnouncementMultimediaInput!) {
  uploadAnnouncementMultimedia(inputModel: $i) { isSuccess data { id } } }`;
const ADD_DOCUMENT = `mutation($i: AddApplicantDocumentInput!) { addApplicantDocument(inputModel: $i) { isSuccess data { id } } }`;
const DOCUMENT_FILE = `query($id: Int!) { applicantDocumentFile(id: $id) { isSuccess data { fileBase64String } } }`;

/**
 * `npm run tenant -- files --to …` (files/move-files.ts): a tenant's files copied from one store to the other
 * under the same names, so that after FILE_STORE is switched every row still finds its file — a public one
 * (an announcement's image, served by /files) and a private one (an applicant's CV) — on both engines.
 */
describe('moving files between the local and the database store', () => {
  let server: TestServer;
  let f: ApplicantsFixture;
  let filePath = '';
  let documentId = 0;

  beforeAll(async () => {
    server = await TestServer.start({ fileStore: 'local', jobPollMs: 0 });
    f = await applicantsFixture(server);
    const created = await f.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Taşınan', body: 'x', categoryId: await insertCategory(f, 'Taşınan', false) },
        userIds: [await f.createUser()],
      },
    });
    const added = await callService(f, 'media', MULTIMEDIA, {
      i: { announcementId: created.data.id, fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.png) },
    });
    expect(added.isSuccess).toBe(true);
    const detail = await f.call<{ multimedias: { filePath: string }[] }>(DETAIL, { id: created.data.id });
    filePath = detail.data.multimedias[0]?.filePath ?? '';
    const applicantId = await f.createApplicant({ name: 'Can', surname: 'Öztürk' });
    const uploadId = await f.upload(SAMPLES.pdf, 'özgeçmiş.pdf');
    const document = await f.call<{ id: number }>(ADD_DOCUMENT, {
      i: { applicantId, documentTypeId: f.lookups.cv, uploadId },
    });
    documentId = document.data.id;
  });
  afterAll(() => server.stop());

  const stores = (s: TestServer) => {
    const databases = { control: s.server.services.control, tenants: s.server.services.tenants };
    return {
      local: fileStoreOfKind('local', s.config, databases),
      postgres: fileStoreOfKind('postgres', s.config, databases),
    };
  };

  /** What a client reads: the public file by its path, the private one through its operation. */
  const readBoth = async (s: TestServer) => {
    const response = await fetch(`${s.url}${filePath}`);
    const document = await s.call<{ fileBase64String: string } | null>(
      DOCUMENT_FILE,
      { id: documentId },
      { token: f.token },
    );
    return {
      status: response.status,
      publicFile: Buffer.from(await response.arrayBuffer()),
      privateFile: Buffer.from(document.data?.fileBase64String ?? '', 'base64'),
    };
  };

  it('copies both files into the database, and the server reads them there after the switch', async () => {
    const { local, postgres } = stores(server);
    expect(await copyTenantFiles(local, postgres, f.tenant.tag)).toEqual({ copied: 2, alreadyThere: 0 });
    // a second run finds them there and copies nothing
    expect(await copyTenantFiles(local, postgres, f.tenant.tag)).toEqual({ copied: 0, alreadyThere: 2 });

    // the local folder is emptied: what the server reads now can only come from the database
    fs.rmSync(path.join(server.config.dataDir, 'files'), { recursive: true, force: true });
    server = await server.restart({ fileStore: 'postgres' });
    const read = await readBoth(server);
    expect(read.status).toBe(200);
    expect(read.publicFile.equals(SAMPLES.png)).toBe(true);
    expect(read.privateFile.equals(SAMPLES.pdf)).toBe(true);
    // the CV went to the tenant's private folder, not the public one
    expect(await stores(server).postgres.list(f.tenant.tag)).toEqual([path.basename(filePath)]);
  });

  it('copies them back to the local folder, and the server reads them there after switching back', async () => {
    const { local, postgres } = stores(server);
    expect(await copyTenantFiles(postgres, local, f.tenant.tag)).toEqual({ copied: 2, alreadyThere: 0 });
    server = await server.restart({ fileStore: 'local' });
    const read = await readBoth(server);
    expect(read.status).toBe(200);
    expect(read.publicFile.equals(SAMPLES.png)).toBe(true);
    expect(read.privateFile.equals(SAMPLES.pdf)).toBe(true);
  });

  it('never replaces a file the target already holds under that name', async () => {
    const { local } = stores(server);
    const name = path.basename(filePath);
    // same name, other bytes: refused, and the stored file is unchanged
    expect(await local.putNamed(f.tenant.tag, name, 3, Readable.from([Buffer.from('abc')]))).toBe(false);
    expect((await readBoth(server)).publicFile.equals(SAMPLES.png)).toBe(true);
  });
});
