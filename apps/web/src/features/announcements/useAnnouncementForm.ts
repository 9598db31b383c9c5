import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import type { OptionItem } from '../../crud/optionTypes.ts';
import { failureText } from '../../crud/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import { requestWithProgress } from '../../graphql/progressRequest.ts';
import { UPLOAD_EDITOR_IMAGE_DOCUMENT, UPLOAD_MULTIMEDIA_DOCUMENT } from './announcementDocuments.ts';
import { hasBodyContent } from './announcementHtml.ts';
import { isEditorImage } from './editorImage.ts';
import {
  addPending,
  isMultimedia,
  readBase64,
  type PendingFile,
  type StoredMultimedia,
} from './multimediaFiles.ts';
import {
  saveAnnouncement,
  type SaveResult,
  type SaveTransport,
  type SendHistory,
} from './saveAnnouncement.ts';

/** What the dialog starts from: empty for a new announcement, the stored one for an edit. */
export interface AnnouncementStart {
  id?: number;
  categoryId: number | null;
  title: string;
  spotText: string;
  body: string;
  users: OptionItem[];
  groups: OptionItem[];
  histories: SendHistory[];
  multimedias: StoredMultimedia[];
}

const transport: SaveTransport = {
  send: (document, variables) => request<{ id: number } | null>('main', document, variables),
  upload: (variables, onProgress) =>
    requestWithProgress('media', UPLOAD_MULTIMEDIA_DOCUMENT, variables, onProgress),
};

/**
 * The announcement dialog without markup: its fields, the recipients (users or groups — choosing one
 * disables the other), the files with their progress, the editor's image upload and the save.
 */
export function useAnnouncementForm(start: AnnouncementStart, onDone: (result: SaveResult) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [categoryId, setCategoryId] = useState(start.categoryId);
  const [title, setTitle] = useState(start.title);
  const [spotText, setSpotText] = useState(start.spotText);
  const [body, setBody] = useState(start.body);
  const [users, setUsers] = useState(start.users);
  const [groups, setGroups] = useState(start.groups);
  const [stored, setStored] = useState(start.multimedias);
  const [removedFiles, setRemovedFiles] = useState<number[]>([]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [imageError, setImageError] = useState<string | undefined>();

  const fail = (envelope: Envelope<unknown>) => {
    if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
  };

  const editorImage = useMutation({
    mutationFn: async (file: File) =>
      request<{ filePath: string }>('upload', UPLOAD_EDITOR_IMAGE_DOCUMENT, {
        inputModel: { fileName: file.name, fileBase64String: await readBase64(file) },
      }),
  });

  async function uploadImage(file: File): Promise<string | null> {
    if (!isEditorImage(file.name)) {
      setImageError(t('announcements.editor.imageType'));
      return null;
    }
    setImageError(undefined);
    const answer = await editorImage.mutateAsync(file);
    if (answer.isSuccess && answer.data) return answer.data.filePath;
    fail(answer);
    return null;
  }

  const progress = (key: string, fraction: number | null, error?: string) =>
    setPending((current) =>
      current.map((item) =>
        item.key === key ? { ...item, progress: fraction, error: error ?? null } : item,
      ),
    );

  const save = useMutation({
    mutationFn: () =>
      saveAnnouncement(
        {
          ...(start.id ? { id: start.id } : {}),
          categoryId,
          title,
          spotText,
          body,
          userIds: users.map((u) => u.id),
          groupIds: groups.map((g) => g.id),
          pending,
          removedFiles,
          histories: start.histories,
        },
        transport,
        progress,
      ),
    onSuccess: (result) => {
      if (result.status !== 'saved') fail(result.failure);
      onDone(result);
    },
  });

  const valid =
    title.trim() !== '' &&
    hasBodyContent(body) &&
    categoryId !== null &&
    (users.length > 0 || groups.length > 0);

  return {
    isEdit: Boolean(start.id),
    categoryId,
    setCategoryId,
    title,
    setTitle,
    spotText,
    setSpotText,
    body,
    setBody,
    users,
    setUsers,
    groups,
    setGroups,
    stored,
    pending,
    imageError,
    uploadImage,
    uploadingImage: editorImage.isPending,
    addFiles(files: File[]) {
      const accepted = files.filter(isMultimedia);
      if (accepted.length < files.length) toast.warning(t('announcements.files.rejected'));
      setPending((current) =>
        addPending(
          current,
          accepted,
          stored.some((s) => s.isCover),
        ),
      );
    },
    removeStored: (id: number) => {
      setStored((current) => current.filter((item) => item.id !== id));
      setRemovedFiles((current) => [...current, id]);
    },
    removePending: (key: string) => setPending((current) => current.filter((item) => item.key !== key)),
    setCover: (key: string) =>
      setPending((current) => current.map((item) => ({ ...item, isCover: item.key === key }))),
    valid,
    saving: save.isPending,
    submit: () => save.mutate(),
  };
}

export type AnnouncementFormModel = ReturnType<typeof useAnnouncementForm>;
