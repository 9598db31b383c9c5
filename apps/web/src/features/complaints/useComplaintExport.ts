import { useMutation } from '@tanstack/react-query';
import { useExportAnswer } from '../../crud/hooks/useExportAnswer.ts';
import { request } from '../../graphql/client.ts';
import { ExportComplaintsDocument } from '../../graphql/generated/complaints.ts';

/**
 * The Excel export without markup: asks for every complaint matching the list's search and filter (the
 * page and page size do not limit it) and saves the file; a failure is an error toast.
 */
export function useComplaintExport(pagerModel: Record<string, unknown>) {
  const saveExport = useExportAnswer();
  const run = useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportComplaintsDocument, { pagerModel: filters });
    },
    onSuccess: saveExport,
  });
  return { exporting: run.isPending, exportFile: () => run.mutate() };
}
