import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLICANT_DOCUMENT_KINDS } from '@pano/contract';
import { downloadFile } from '../../../components/downloadFile.ts';
import { useToast } from '../../../components/useToast.ts';
import { failureText } from '../../../crud/core/failureText.ts';
import { request } from '../../../graphql/client.ts';
import type { Envelope } from '../../../graphql/envelope.ts';
import {
  AddApplicantDocumentDocument,
  ApplicantDocumentFileDocument,
  DeleteApplicantDocumentDocument,
} from '../../../graphql/generated/applicants.ts';
import { uploadFile } from '../../../graphql/uploadFile.ts';

/**
 * The documents block's work: a file is streamed (POST /files/upload, pdf or image) and then added under
 * its type; a download asks the server for the private file; a removal deletes it. Each says how it went.
 */
export function useApplicantDocuments(applicantId: number, onChanged: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const answered = (envelope: Envelope<unknown>, successKey: string) => {
    if (!envelope.isSuccess) {
      toast.error(failureText(envelope, t));
      return false;
    }
    toast.success(t(successKey));
    onChanged();
    return true;
  };
  const add = useMutation({
    mutationFn: async ({ file, documentTypeId }: { file: File; documentTypeId: number }) => {
      setProgress(0);
      const uploaded = await uploadFile(file, APPLICANT_DOCUMENT_KINDS, setProgress);
      if (!uploaded.isSuccess || !uploaded.data) return uploaded;
      return request('main', AddApplicantDocumentDocument, {
        inputModel: { applicantId, documentTypeId, uploadId: uploaded.data.uploadId },
      });
    },
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: (id: number) => request('main', DeleteApplicantDocumentDocument, { id }),
    onSuccess: (envelope) => answered(envelope, 'applicants.documentRemoved'),
  });
  const download = useMutation({
    mutationFn: (id: number) => request('main', ApplicantDocumentFileDocument, { id }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess && envelope.data) downloadFile(envelope.data);
      else toast.error(failureText(envelope, t));
    },
  });
  return {
    progress,
    adding: add.isPending,
    add: (file: File, documentTypeId: number) =>
      add
        .mutateAsync({ file, documentTypeId })
        .then((envelope) => answered(envelope, 'applicants.documentAdded')),
    removing: remove.isPending,
    remove: (id: number) => remove.mutateAsync(id),
    download: (id: number) => download.mutate(id),
  };
}
