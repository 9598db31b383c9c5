import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/downloadFile.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { ExportPermissionsDocument } from '../../graphql/generated/leave.ts';

/**
 * The Excel export: every leave request matching the list's search and filters (not its page) saved as a
 * file; a failure is an error toast.
 */
export function usePermissionExport(pagerModel: Record<string, unknown>) {
  const { t } = useTranslation();
  const toast = useToast();
  const run = useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportPermissionsDocument, { pagerModel: filters });
    },
    onSuccess: (envelope) => {
      if (envelope.isSuccess && envelope.data) downloadFile(envelope.data);
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  return { exporting: run.isPending, exportFile: () => run.mutate() };
}
