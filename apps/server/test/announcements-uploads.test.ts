import { describe, expect, it } from 'vitest';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';
import { CREATE, DETAIL, callService, insertCategory } from './announcements-fixture.ts';

const EDITOR = `mutation($i: EditorImageInput!) {
  uploadEditorImage(inputModel: $i) { isSuccess message messages { code } data { filePath } } }`;
const MULTIMEDIA = `mutation($i: AnnouncementMultimediaInput!) {
  uploadAnnouncementMultimedia(inputModel: $i) { isSuccess message messages { code } data { id } } }`;

describe('announcement uploads', () => {
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
  });

  it('stores an editor image (jpg, jpeg, png, webp by content) and answers its path', async () => {
    for (const [fileName, bytes, extension] of [
      ['foto.jpeg', SAMPLES.jpeg, 'jpg'],
      ['foto.png', SAMPLES.png, 'png'],
      ['foto.webp', SAMPLES.webp, 'webp'],
    ] as const) {
      const answer = await callService<{ filePath: string }>(p, 'upload', EDITOR, {
        i: { fileName, fileBase64String: toBase64(bytes) },
      });
      expect(answer.isSuccess).toBe(true);
      expect(answer.data.filePath).toMatch(new RegExp(`^/files/${p.tenant.tag}/[^/]+\\.${extension}$`));
      const served = await fetch(`${p.server.url}${answer.data.filePath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const [fileName, bytes] of [
      ['a.gif', SAMPLES.gif],
      ['a.pdf', SAMPLES.pdf],
      ['a.png', SAMPLES.svg],
      ['a.png', SAMPLES.html],
    ] as const) {
      const refused = await callService(p, 'upload', EDITOR, {
        i: { fileName, fileBase64String: toBase64(bytes) },
      });
      expect(refused, fileName).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    }
    // the upload service's body limit fits the largest image; past it (here via the media service) FileTooLarge
    const tooBig = await callService(p, 'media', EDITOR, {
      i: {
        fileName: 'big.png',
        fileBase64String: toBase64(Buffer.concat([SAMPLES.png, Buffer.alloc(3 * 1024 * 1024)])),
      },
    });
    expect(tooBig).toMatchObject({ isSuccess: false, messages: [{ code: 'FileTooLarge' }] });
  });

  it('uploads files one at a time to the media service, keeps one cover and deletes a file with its storage', async () => {
    const categoryId = await insertCategory(p, 'Medya', false);
    const user = await p.createUser();
    const created = await p.call<{ id: number }>(CREATE, {
      i: { announcement: { title: 'Galeri', body: 'x', categoryId }, userIds: [user] },
    });
    const announcementId = created.data.id;
    const upload = (fileName: string, bytes: Buffer, isCover = false) =>
      callService<{ id: number }>(p, 'media', MULTIMEDIA, {
        i: { announcementId, fileName, isCover, fileBase64String: toBase64(bytes) },
      });
    expect((await upload('kapak.png', SAMPLES.png, true)).isSuccess).toBe(true);
    expect((await upload('video.mp4', SAMPLES.mp4)).isSuccess).toBe(true);
    expect((await upload('rapor.pdf', SAMPLES.pdf)).isSuccess).toBe(true);
    expect((await upload('yeni-kapak.webp', SAMPLES.webp, true)).isSuccess).toBe(true);
    expect(await upload('a.png', SAMPLES.svg)).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'FileType' }],
    });
    const missing = await callService(p, 'media', MULTIMEDIA, {
      i: { announcementId: 999_999, fileName: 'a.png', fileBase64String: toBase64(SAMPLES.png) },
    });
    expect(missing).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });

    const files = async () =>
      (
        await p.call<{
          multimedias: {
            id: number;
            fileName: string;
            fileExtension: string;
            isCover: boolean;
            filePath: string;
          }[];
        }>(DETAIL, { id: announcementId })
      ).data.multimedias;
    const stored = await files();
    expect(stored.map((f) => [f.fileName, f.fileExtension, f.isCover])).toEqual([
      ['kapak.png', 'png', false],
      ['video.mp4', 'mp4', false],
      ['rapor.pdf', 'pdf', false],
      ['yeni-kapak.webp', 'webp', true],
    ]);
    const pdf = stored[2];
    const removed = await p.call(
      `mutation($id: Int!) { deleteAnnouncementMultimedia(id: $id) { isSuccess } }`,
      {
        id: pdf?.id,
      },
    );
    expect(removed.isSuccess).toBe(true);
    expect((await fetch(`${p.server.url}${pdf?.filePath}`)).status).toBe(404);
    expect((await files()).map((f) => f.fileName)).toEqual(['kapak.png', 'video.mp4', 'yeni-kapak.webp']);
  });
});
