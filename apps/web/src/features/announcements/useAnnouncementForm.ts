import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  announcementCreateInput,
  announcementUpdateInput,
  recipientFields,
  recipientsRule,
} from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import type { FormValues } from '../../crud/core/fieldTypes.ts';
import type { OptionItem } from '../../crud/core/optionTypes.ts';
import { idsOf } from '../../crud/core/saveEntity.ts';
import { useContractForm } from '../../crud/hooks/useContractForm.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import { uploadFile } from '../../graphql/uploadFile.ts';
import { UploadEditorImageDocument } from '../../graphql/generated/announcements.ts';
import { typedDocument } from '../../graphql/typedDocument.ts';
import { hasBodyContent } from './announcementHtml.ts';
import { isEditorImage } from './editorImage.ts';
import {
  MULTIMEDIA_KINDS,
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

/** The dialog's values, checked by the contract's create or update rule as they change. */
export interface AnnouncementValues {
  categoryId: number | null;
  title: string;
  spotText: string;
  body: string;
  userIds: number[];
  groupIds: number[];
}

/** What the dialog starts from: empty for a new announcement, the stored one for an edit. */
export interface AnnouncementStart {
  id?: number;
  values: AnnouncementValues;
  /** The chosen recipients' labels, by kind (`userIds`, `groupIds`). */
  recipients: Readonly<Record<string, readonly OptionItem[]>>;
  histories: readonly SendHistory[];
  multimedias: StoredMultimedia[];
}

/** An edit keeps its recipients (saved as the difference), so they are checked with the update rule. */
const announcementEditInput = announcementUpdateInput.extend(recipientFields).superRefine(recipientsRule);

/** An empty editor ('<p></p>') is no body: the rule then says it is required. */
const bodyOf = (values: FormValues) => {
  const body = String(values.body ?? '');
  return hasBodyContent(body) ? body : '';
};

/** The contract inputs the values make (the create nests the announcement's own fields). */
const createInput = (values: FormValues) => ({
  announcement: {
    title: values.title,
    body: bodyOf(values),
    categoryId: values.categoryId,
    spotText: values.spotText,
  },
  userIds: values.userIds,
  groupIds: values.groupIds,
  multimedias: [],
});
const editInput = (id: number) => (values: FormValues) => ({
  id,
  title: values.title,
  body: bodyOf(values),
  spotText: values.spotText,
  multimedias: [],
  userIds: values.userIds,
  groupIds: values.groupIds,
});

/** The save's mutations (typed where `saveAnnouncement` calls them) all answer `data { id }`. */
type IdAnswer = Record<string, Envelope<{ id: number } | null>>;

const transport: SaveTransport = {
  send: (document, variables) =>
    request('main', typedDocument<IdAnswer, typeof variables>(document), variables),
  upload: (file, onProgress) => uploadFile(file, MULTIMEDIA_KINDS, onProgress),
};

/**
 * The announcement dialog without markup: its fields in a form checked by the contract's rules (with the
 * messages the generic dialog shows), the files with their progress, the editor's image upload and the save.
 */
export function useAnnouncementForm(start: AnnouncementStart, onDone: (result: SaveResult) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useContractForm(
    start.id ? announcementEditInput : announcementCreateInput,
    { ...start.values },
    start.id ? editInput(start.id) : createInput,
  );
  const [stored, setStored] = useState(start.multimedias);
  const [removedFiles, setRemovedFiles] = useState<number[]>([]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [imageError, setImageError] = useState<string | undefined>();

  const fail = (envelope: Envelope<unknown>) => {
    if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
  };

  const editorImage = useMutation({
    mutationFn: async (file: File) =>
      request('upload', UploadEditorImageDocument, {
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
    mutationFn: (values: FormValues) =>
      saveAnnouncement(
        {
          ...(start.id ? { id: start.id } : {}),
          categoryId: typeof values.categoryId === 'number' ? values.categoryId : null,
          title: String(values.title ?? ''),
          spotText: String(values.spotText ?? ''),
          body: String(values.body ?? ''),
          userIds: idsOf(values.userIds),
          groupIds: idsOf(values.groupIds),
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

  return {
    form,
    isEdit: Boolean(start.id),
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
    valid: form.formState.isValid,
    saving: save.isPending,
    submit: () => void form.handleSubmit((values) => save.mutate(values))(),
  };
}

export type AnnouncementFormModel = ReturnType<typeof useAnnouncementForm>;
