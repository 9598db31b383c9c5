import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  announcementCreateInput,
  announcementUpdateInput,
  recipientFields,
  recipientsRule,
} from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { useEditorImageUpload } from '../../components/useEditorImageUpload.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { fieldFailures } from '../../crud/core/fieldFailures.ts';
import { showFieldFailures } from '../../crud/hooks/serverRefusals.ts';
import type { FormValues } from '../../crud/core/fieldTypes.ts';
import type { OptionItem } from '../../crud/core/optionTypes.ts';
import { idsOf } from '../../crud/core/saveEntity.ts';
import { useContractForm } from '../../crud/hooks/useContractForm.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import { uploadFile } from '../../graphql/uploadFile.ts';
import { typedDocument } from '../../graphql/typedDocument.ts';
import { hasBodyContent } from './announcementHtml.ts';
import { MULTIMEDIA_KINDS, type StoredMultimedia } from './multimediaFiles.ts';
import { usePendingFiles } from './usePendingFiles.ts';
import {
  attachFiles,
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

/** The dialog's fields a server refusal may name (a create's `announcement.title` is the title's). */
const FIELDS = ['categoryId', 'title', 'spotText', 'body', 'userIds', 'groupIds'];
const placedFailures = (envelope: Envelope<unknown>) =>
  fieldFailures(
    {
      ...envelope,
      messages: envelope.messages.map((m) => ({
        ...m,
        field: m.field?.replace(/^announcement\./, '') ?? null,
      })),
    },
    FIELDS,
  );

type PartialSave = Extract<SaveResult, { status: 'partial' }>;

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
  const files = usePendingFiles(start.multimedias);
  const editorImage = useEditorImageUpload();
  /** After a partial save: what was saved, and the files to retry (Save then retries them). */
  const [partial, setPartial] = useState<PartialSave | null>(null);
  /** How many times Save was pressed while a refused file is listed (each press shows the file again). */
  const [blocked, setBlocked] = useState(0);

  const fail = (envelope: Envelope<unknown>) => {
    if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
  };

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
          pending: files.pending,
          removedFiles: files.removedFiles,
          histories: start.histories,
        },
        transport,
        files.progress,
      ),
    onSuccess: (result) => {
      if (result.status === 'failed') {
        // a refusal about a field stays in the dialog, at that field, the input kept (issue 26 §1.3)
        const { placed, rest } = placedFailures(result.failure);
        if (placed.length) {
          showFieldFailures(form, placed);
          if (rest[0]) toast.error(rest[0].message);
          return;
        }
        fail(result.failure);
      }
      if (result.status !== 'partial') return onDone(result);
      files.keepOnly(result.failedFiles);
      setPartial(result);
    },
  });

  const retry = useMutation({
    mutationFn: (saved: PartialSave) => attachFiles(saved.id, files.pending, transport, files.progress),
    onSuccess: (answer, saved) => {
      files.keepOnly(answer.failedKeys);
      if (!answer.failedKeys.length && !saved.otherFailures) return onDone({ status: 'saved', id: saved.id });
      setPartial({ ...saved, failedFiles: answer.failedKeys, failure: answer.failures[0] ?? saved.failure });
    },
  });

  return {
    form,
    isEdit: Boolean(start.id),
    stored: files.stored,
    pending: files.pending,
    imageError: editorImage.error,
    uploadImage: editorImage.uploadImage,
    uploadingImage: editorImage.uploading,
    addFiles: (chosen: File[]) => void files.add(chosen),
    removeStored: files.removeStored,
    removePending: files.remove,
    setCover: files.setCover,
    /** Something was typed, chosen, added or removed: Escape asks before discarding it. */
    changed: form.formState.isDirty || files.pending.length > 0 || files.removedFiles.length > 0,
    /** What a partial save stored and what it did not; null before one. */
    partial,
    /** Save was pressed while a refused file is listed: the list says why and shows that file (> 0). */
    blocked: files.refused ? blocked : 0,
    retry: () => (partial ? retry.mutateAsync(partial) : undefined),
    /** Closing after a partial save still reloads the list: the announcement exists. */
    closed: () => (partial ? onDone(partial) : undefined),
    saving: save.isPending || retry.isPending,
    /** Answers the request's promise: the dialog takes no second Save until it settles (issue 48, 6). */
    submit(): Promise<unknown> | undefined {
      if (partial) return retry.mutateAsync(partial);
      // a save that cannot start says why at the refused file (and the fields' own messages show too)
      if (files.refused) {
        setBlocked((count) => count + 1);
        void form.trigger();
        return;
      }
      return form.handleSubmit((values) => save.mutateAsync(values).then(() => undefined))();
    },
  };
}

export type AnnouncementFormModel = ReturnType<typeof useAnnouncementForm>;
