import DownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import type { DownloadableFile } from '../../components/downloadFile.ts';
import { request, type RequestArguments } from '../../graphql/client.ts';
import type { Envelope } from '../../graphql/envelope.ts';
import type { TypedDocument } from '../../graphql/typedDocument.ts';
import { useExportAnswer } from '../hooks/useExportAnswer.ts';
import { useCan } from '../../state/permissions.tsx';

/** The lists' own export buttons: a list with one has no generic one beside it (`ListExportAction`). */
const ownExports = new WeakSet<object>();

/** Whether a toolbar button is a list's own Excel export. */
export const isListExport = (button: object): boolean => ownExports.has(button);

/**
 * 'Excel'e aktar' above a list (docs/exports.md): every row the list's search and filters match, not only
 * the page on screen (the page and its size are left out of the pager sent); the file is saved, an empty list
 * is a notice, a failure an error toast. One line per list: `toolbar: [listExportButton(Doc, 'x.export')]`.
 */
export function listExportButton<R, V>(document: TypedDocument<R, V>, labelKey: string) {
  function ListExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
    const { t } = useTranslation();
    const can = useCan();
    const saveExport = useExportAnswer();
    const run = useMutation({
      mutationFn: () => {
        const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
        // an export query's one argument is the list's pager
        const variables = [{ pagerModel: filters }] as unknown as RequestArguments<V>;
        return request('main', document, ...variables);
      },
      onSuccess: (answer) => saveExport(answer as Envelope<DownloadableFile>),
    });
    // only for a role that exports the screen's area (docs/permissions.md)
    if (!can('export')) return null;
    return (
      <BusyButton
        variant="outlined"
        busy={run.isPending}
        startIcon={<DownloadIcon />}
        onClick={() => run.mutate()}
      >
        {t(labelKey)}
      </BusyButton>
    );
  }
  ownExports.add(ListExportButton);
  return ListExportButton;
}
