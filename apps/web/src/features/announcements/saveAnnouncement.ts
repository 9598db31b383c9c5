import type { Envelope } from '../../graphql/envelope.ts';
import {
  CREATE_ANNOUNCEMENT_DOCUMENT,
  CREATE_SEND_HISTORY_DOCUMENT,
  DELETE_MULTIMEDIA_DOCUMENT,
  DELETE_SEND_HISTORY_DOCUMENT,
  UPDATE_ANNOUNCEMENT_DOCUMENT,
} from './announcementDocuments.ts';
import { readBase64, type PendingFile } from './multimediaFiles.ts';

export interface SendHistory {
  id: number;
  userId: number | null;
  groupId: number | null;
}

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
  histories: SendHistory[];
}

export interface SaveTransport {
  send(document: string, variables: Record<string, unknown>): Promise<Envelope<{ id: number } | null>>;
  /** One file to the media service, reporting progress 0…1. */
  upload(
    variables: Record<string, unknown>,
    onProgress: (fraction: number) => void,
  ): Promise<Envelope<unknown>>;
}

export type SaveResult =
  | { status: 'saved'; id: number }
  /** The announcement was saved but a later step (a file, a recipient) failed. */
  | { status: 'partial'; id: number; failure: Envelope<unknown> }
  | { status: 'failed'; failure: Envelope<unknown> };

async function recipientChanges(draft: AnnouncementDraft, id: number, transport: SaveTransport) {
  const failures: Envelope<unknown>[] = [];
  const keep = (h: SendHistory) =>
    (h.userId !== null && draft.userIds.includes(h.userId)) ||
    (h.groupId !== null && draft.groupIds.includes(h.groupId));
  // removals first: switching from users to groups must not hold both at once
  for (const history of draft.histories.filter((h) => !keep(h))) {
    const answer = await transport.send(DELETE_SEND_HISTORY_DOCUMENT, { id: history.id });
    if (!answer.isSuccess) failures.push(answer);
  }
  const added = [
    ...draft.userIds
      .filter((userId) => !draft.histories.some((h) => h.userId === userId))
      .map((userId) => ({ userId })),
    ...draft.groupIds
      .filter((groupId) => !draft.histories.some((h) => h.groupId === groupId))
      .map((groupId) => ({ groupId })),
  ];
  for (const recipient of added) {
    const answer = await transport.send(CREATE_SEND_HISTORY_DOCUMENT, {
      inputModel: { announcementId: id, ...recipient },
    });
    if (!answer.isSuccess) failures.push(answer);
  }
  return failures;
}

/**
 * Saves an announcement (docs/announcements.md): create (with its recipients) or update, then — on edit —
 * removed files and recipient changes, then each new file alone to the media service with its progress.
 */
export async function saveAnnouncement(
  draft: AnnouncementDraft,
  transport: SaveTransport,
  onProgress: (key: string, fraction: number | null, error?: string) => void,
): Promise<SaveResult> {
  const spotText = draft.spotText.trim() || null;
  const saved = draft.id
    ? await transport.send(UPDATE_ANNOUNCEMENT_DOCUMENT, {
        inputModel: { id: draft.id, title: draft.title, body: draft.body, spotText, multimedias: [] },
      })
    : await transport.send(CREATE_ANNOUNCEMENT_DOCUMENT, {
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
      const answer = await transport.send(DELETE_MULTIMEDIA_DOCUMENT, { id: fileId });
      if (!answer.isSuccess) failures.push(answer);
    }
    failures.push(...(await recipientChanges(draft, id, transport)));
  }
  for (const item of draft.pending) {
    onProgress(item.key, 0);
    const fileBase64String = await readBase64(item.file);
    const answer = await transport.upload(
      {
        inputModel: { announcementId: id, isCover: item.isCover, fileName: item.file.name, fileBase64String },
      },
      (fraction) => onProgress(item.key, fraction),
    );
    if (!answer.isSuccess) {
      failures.push(answer);
      onProgress(item.key, null, answer.messages[0]?.message ?? answer.message ?? undefined);
    }
  }
  const [failure] = failures;
  return failure ? { status: 'partial', id, failure } : { status: 'saved', id };
}
