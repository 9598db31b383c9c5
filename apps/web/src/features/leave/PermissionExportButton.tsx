import DownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { usePermissionExport } from './usePermissionExport.ts';

/** 'Excel'e aktar' above the leave requests: every request the search and filters match. */
export function PermissionExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { exporting, exportFile } = usePermissionExport(pagerModel);
  return (
    <BusyButton variant="outlined" busy={exporting} startIcon={<DownloadIcon />} onClick={exportFile}>
      {t('leave.export')}
    </BusyButton>
  );
}
