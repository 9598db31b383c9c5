import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/downloadFile.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { ExportDisclaimerUsersDocument } from '../../graphql/generated/settings.ts';

/** Every acceptor of a disclaimer as an .xlsx, saved by the browser; a failure is an error toast. */
export function useAcceptorExport(disclaimerId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const run = useMutation({
    mutationFn: () => request('main', ExportDisclaimerUsersDocument, { pagerModel: { disclaimerId } }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess && envelope.data) downloadFile(envelope.data);
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  return { exporting: run.isPending, exportFile: () => run.mutate() };
}
