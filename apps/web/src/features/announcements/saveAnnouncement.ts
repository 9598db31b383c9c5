import { recipientDiff, recipientLinks } from '../../crud/core/recipients.ts';
import type { Envelope } from '../../graphql/envelope.ts';
import {
  CreateAnnouncementDocument,
  CreateAnnouncementSendHistoryDocument,
  DeleteAnnouncementMultimediaDocument,
  DeleteAnnouncementSendHistoryDocument,
  UpdateAnnouncementDocument,
  UploadAnnouncementMultimediaDocument,
  type AnnouncementQuery,
} from '../../graphql/generated/announcements.ts';
import type { TypedDocument } from '../../graphql/typedDocument.ts';
import type { UploadedFile } from '../../graphql/uploadFile.ts';
import type { PendingFile } from './multimediaFiles.ts';

/** A recipient as the announcement has it: a send history naming a user or a group. */
export type SendHistory = Pick<
  NonNullable<AnnouncementQuery['announcement']['data']>['sendHistories'][number],
  'id' | 'userId' | 'groupId'
>;

/** What the dialog saves. */
export interface AnnouncementDraft {
  id?: number;
  categoryId: number | null;
  title: string;
  spotText: string;
  body: string;
  userIds: number[];
  groupIds: number[];
  pending: PendingFile[];
  /** Stored files the user removed (edit). */
  removedFiles: number[];
  /** The recipients as the announcement had them (edit): changed ones are saved as the difference. */
  histories: readonly SendHistory[];
}

/** How a save reaches the server (a stub in tests): the mutations, each answering an id, and the uploads. */
export interface SaveTransport {
  send(document: string, variables: Record<string, unknown>): Promise<Envelope<{ id: number } | null>>;
  /** One file streamed to the server (POST /files/upload), reporting progress 0…1. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<Envelope<UploadedFile | null>>;
}

/** A mutation through the transport, its variables checked against the generated document's. */
const call = <R, V extends Record<string, unknown>>(
  transport: SaveTransport,
  document: TypedDocument<R, V>,
  variables: V,
) => transport.send(document, variables);

export type SaveResult =
  | { status: 'saved'; id: number }
  /**
   * The announcement was saved but a later step failed: `failedFiles` are the pending files' keys not
   * attached, `otherFailures` the removals and recipient changes not saved (edit).
   */
  | {
      status: 'partial';
      id: number;
      failure: Envelope<unknown>;
      failedFiles: string[];
      otherFailures: number;
    }
  | { status: 'failed'; failure: Envelope<unknown> };

/**
 * An edit's recipients, saved as the one membership diff of the send histories: removals first (switching
 * from users to groups must not hold both at once), then additions.
 */
async function recipientChanges(draft: AnnouncementDraft, id: number, transport: SaveTransport) {
  const failures: Envelope<unknown>[] = [];
  const diff = recipientDiff(recipientLinks(draft.histories), draft);
  for (const link of [...diff.userIds.removed, ...diff.groupIds.removed]) {
    const answer = await call(transport, DeleteAnnouncementSendHistoryDocument, { id: link.id });
    if (!answer.isSuccess) failures.push(answer);
  }
  const added = [
    ...diff.userIds.added.map((userId) => ({ userId })),
    ...diff.groupIds.added.map((groupId) => ({ groupId })),
  ];
  for (const recipient of added) {
    const answer = await call(transport, CreateAnnouncementSendHistoryDocument, {
      inputModel: { announcementId: id, ...recipient },
    });
    if (!answer.isSuccess) failures.push(answer);
  }
  return failures;
}

/**
 * Saves an announcement (docs/announcements.md): create (with its recipients) or update, then — on edit —
 * removed files and recipient changes, then each new file: streamed with its progress, then attached by its
 * upload id.
 */
export async function saveAnnouncement(
  draft: AnnouncementDraft,
  transport: SaveTransport,
  onProgress: (key: string, fraction: number | null, error?: string) => void,
): Promise<SaveResult> {
  const spotText = draft.spotText.trim() || null;
  const saved = draft.id
    ? await call(transport, UpdateAnnouncementDocument, {
        inputModel: { id: draft.id, title: draft.title, body: draft.body, spotText, multimedias: [] },
      })
    : await call(transport, CreateAnnouncementDocument, {
        inputModel: {
          announcement: { title: draft.title, body: draft.body, categoryId: draft.categoryId, spotText },
          userIds: draft.userIds,
          groupIds: draft.groupIds,
          multimedias: [],
        },
      });
  if (!saved.isSuccess || !saved.data) return { status: 'failed', failure: saved };
  const id = saved.data.id;
  const failures: Envelope<unknown>[] = [];
  if (draft.id) {
    for (const fileId of draft.removedFiles) {
      const answer = await call(transport, DeleteAnnouncementMultimediaDocument, { id: fileId });
      if (!answer.isSuccess) failures.push(answer);
    }
    failures.push(...(await recipientChanges(draft, id, transport)));
  }
  const files = await attachFiles(id, draft.pending, transport, onProgress);
  const [failure] = [...failures, ...files.failures];
  if (!failure) return { status: 'saved', id };
  return { status: 'partial', id, failure, failedFiles: files.failedKeys, otherFailures: failures.length };
}

/**
 * Streams each pending file (with its progress) and attaches it to the saved announcement by its upload id;
 * answers the keys of the files not attached and why. A retry after a partial save calls it with those.
 */
export async function attachFiles(
  id: number,
  pending: readonly PendingFile[],
  transport: SaveTransport,
  onProgress: (key: string, fraction: number | null, error?: string) => void,
): Promise<{ failedKeys: string[]; failures: Envelope<unknown>[] }> {
  const failedKeys: string[] = [];
  const failures: Envelope<unknown>[] = [];
  for (const item of pending) {
    onProgress(item.key, 0);
    const streamed = await transport.upload(item.file, (fraction) => onProgress(item.key, fraction));
    const answer =
      streamed.isSuccess && streamed.data
        ? await call(transport, UploadAnnouncementMultimediaDocument, {
            inputModel: {
              announcementId: id,
              isCover: item.isCover,
              fileName: item.file.name,
              uploadId: streamed.data.uploadId,
            },
          })
        : streamed;
    if (!answer.isSuccess) {
      failedKeys.push(item.key);
      failures.push(answer);
      onProgress(item.key, null, answer.messages[0]?.message ?? answer.message ?? undefined);
    }
  }
  return { failedKeys, failures };
}
