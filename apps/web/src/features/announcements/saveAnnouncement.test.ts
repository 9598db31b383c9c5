import { describe, expect, it, vi } from 'vitest';
import { saveAnnouncement, type AnnouncementDraft, type SaveTransport } from './saveAnnouncement.ts';
import type { PendingFile } from './multimediaFiles.ts';

const ok = (id = 42) => ({ isSuccess: true, message: null, messages: [], data: { id } });
const refused = (message: string) => ({
  isSuccess: false,
  message,
  messages: [{ code: 'FileType', message }],
  data: null,
});

const pending = (name: string, isCover = false): PendingFile => ({
  key: name,
  file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' }),
  isCover,
  progress: null,
  error: null,
  refused: false,
});

const DRAFT: AnnouncementDraft = {
  categoryId: 3,
  title: 'Başlık',
  spotText: ' ',
  body: '<p>İçerik</p>',
  userIds: [],
  groupIds: [5],
  pending: [],
  removedFiles: [],
  histories: [],
};

const streamed = (file: File) => ({
  isSuccess: true,
  message: null,
  messages: [],
  data: { uploadId: `id-${file.name}`, fileName: file.name, size: file.size, extension: 'png' },
});

function transport(upload = vi.fn<SaveTransport['upload']>(async (file) => streamed(file))) {
  const send = vi.fn<SaveTransport['send']>(async () => ok());
  return { send, upload, transport: { send, upload } };
}

describe('saveAnnouncement', () => {
  it('creates with its recipients, then streams each file with its progress and attaches it by its upload id', async () => {
    const upload = vi.fn<SaveTransport['upload']>(async (file, onProgress) => {
      onProgress(0.5);
      return streamed(file);
    });
    const t = transport(upload);
    const progress = vi.fn();
    const result = await saveAnnouncement(
      { ...DRAFT, pending: [pending('kapak.png', true), pending('ek.png')] },
      t.transport,
      progress,
    );
    expect(result).toEqual({ status: 'saved', id: 42 });
    expect(t.send).toHaveBeenCalledTimes(3);
    expect(t.send.mock.calls[0]?.[1]).toEqual({
      inputModel: {
        announcement: { title: 'Başlık', body: '<p>İçerik</p>', categoryId: 3, spotText: null },
        userIds: [],
        groupIds: [5],
        multimedias: [],
      },
    });
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['kapak.png', 'ek.png']);
    expect(t.send.mock.calls.slice(1).map((call) => call[1])).toEqual([
      { inputModel: { announcementId: 42, isCover: true, fileName: 'kapak.png', uploadId: 'id-kapak.png' } },
      { inputModel: { announcementId: 42, isCover: false, fileName: 'ek.png', uploadId: 'id-ek.png' } },
    ]);
    expect(progress).toHaveBeenCalledWith('kapak.png', 0.5);
    expect(progress).toHaveBeenCalledWith('ek.png', 0);
  });

  it('a refused file leaves the announcement saved and says why (partial)', async () => {
    const t = transport(vi.fn(async () => refused('Bu dosya türü kabul edilmiyor.')));
    t.send.mockResolvedValue(ok());
    const progress = vi.fn();
    const result = await saveAnnouncement({ ...DRAFT, pending: [pending('a.png')] }, t.transport, progress);
    expect(result).toMatchObject({
      status: 'partial',
      id: 42,
      failure: { message: 'Bu dosya türü kabul edilmiyor.' },
    });
    expect(progress).toHaveBeenLastCalledWith('a.png', null, 'Bu dosya türü kabul edilmiyor.');
  });

  it('a refused create stops there', async () => {
    const t = transport();
    t.send.mockResolvedValueOnce(refused('Başlık: Bu alan zorunludur'));
    const result = await saveAnnouncement({ ...DRAFT, pending: [pending('a.png')] }, t.transport, vi.fn());
    expect(result.status).toBe('failed');
    expect(t.upload).not.toHaveBeenCalled();
  });

  it('edits: update, removed files, then recipients as the difference (removals first)', async () => {
    const t = transport();
    const result = await saveAnnouncement(
      {
        ...DRAFT,
        id: 42,
        userIds: [2, 3],
        groupIds: [],
        removedFiles: [11],
        histories: [
          { id: 100, userId: 1, groupId: null },
          { id: 101, userId: 2, groupId: null },
        ],
      },
      t.transport,
      vi.fn(),
    );
    expect(result).toEqual({ status: 'saved', id: 42 });
    expect(
      t.send.mock.calls.map(([document, variables]) => [/^mutation (\w+)/.exec(document)?.[1], variables]),
    ).toEqual([
      [
        'updateAnnouncement',
        { inputModel: { id: 42, title: 'Başlık', body: '<p>İçerik</p>', spotText: null, multimedias: [] } },
      ],
      ['deleteAnnouncementMultimedia', { id: 11 }],
      ['deleteAnnouncementSendHistory', { id: 100 }],
      ['createAnnouncementSendHistory', { inputModel: { announcementId: 42, userId: 3 } }],
    ]);
  });
});
