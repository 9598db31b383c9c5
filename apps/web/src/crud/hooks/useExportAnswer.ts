import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '@pano/contract';
import { downloadFile, type DownloadableFile } from '../../components/downloadFile.ts';
import { useToast } from '../../components/useToast.ts';
import { firstCode, isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import { failureText } from '../core/failureText.ts';

/**
 * What every Excel export does with its answer: saves the file; an empty list is a notice saying so
 * (NothingToExport: no workbook of headers only, docs/exports.md); any other failure an error toast.
 */
export function useExportAnswer(): (envelope: Envelope<DownloadableFile>) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (envelope) => {
      if (envelope.isSuccess && envelope.data) downloadFile(envelope.data);
      else if (firstCode(envelope) === MessageCode.NothingToExport) toast.info(failureText(envelope, t));
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
    [t, toast],
  );
}
