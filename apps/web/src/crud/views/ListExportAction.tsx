import DownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useCan } from '../../state/permissions.tsx';
import type { EntityDefinition } from '../core/definition.ts';
import { useListExport } from '../hooks/useListExport.ts';

/**
 * 'Excel'e aktar' on every generic list (docs/exports.md, 'Every list'), for a role that exports the
 * screen's area: the list as the screen shows it, all pages.
 */
export function ListExportAction({
  definition,
  pagerModel,
  title,
}: {
  definition: EntityDefinition;
  pagerModel: Readonly<Record<string, unknown>>;
  /** The screen's heading, which names the file. */
  title: string;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const run = useListExport(definition, pagerModel, title);
  if (!can('export')) return null;
  return (
    <BusyButton
      variant="outlined"
      busy={run.isPending}
      startIcon={<DownloadIcon />}
      onClick={() => run.mutate()}
    >
      {t('crud.exportExcel')}
    </BusyButton>
  );
}
