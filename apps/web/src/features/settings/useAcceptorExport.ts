import { useMutation } from '@tanstack/react-query';
import { useExportAnswer } from '../../crud/hooks/useExportAnswer.ts';
import { request } from '../../graphql/client.ts';
import { ExportDisclaimerUsersDocument } from '../../graphql/generated/settings.ts';

/** Every acceptor of a disclaimer as an .xlsx, saved by the browser; a failure is an error toast. */
export function useAcceptorExport(disclaimerId: number) {
  const saveExport = useExportAnswer();
  const run = useMutation({
    mutationFn: () => request('main', ExportDisclaimerUsersDocument, { pagerModel: { disclaimerId } }),
    onSuccess: saveExport,
  });
  return { exporting: run.isPending, exportFile: () => run.mutate() };
}
