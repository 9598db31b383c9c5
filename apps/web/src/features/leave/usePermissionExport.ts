import { useMutation } from '@tanstack/react-query';
import { useExportAnswer } from '../../crud/hooks/useExportAnswer.ts';
import { request } from '../../graphql/client.ts';
import { ExportPermissionsDocument } from '../../graphql/generated/leave.ts';

/**
 * The Excel export: every leave request matching the list's search and filters (not its page) saved as a
 * file; a failure is an error toast.
 */
export function usePermissionExport(pagerModel: Record<string, unknown>) {
  const saveExport = useExportAnswer();
  const run = useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportPermissionsDocument, { pagerModel: filters });
    },
    onSuccess: saveExport,
  });
  return { exporting: run.isPending, exportFile: () => run.mutate() };
}
