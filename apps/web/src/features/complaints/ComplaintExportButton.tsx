import DownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useComplaintExport } from './useComplaintExport.ts';

/** 'Excel'e aktar' above the complaints list (spec 000 §2). */
export function ComplaintExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { exporting, exportFile } = useComplaintExport(pagerModel);
  return (
    <BusyButton variant="outlined" busy={exporting} startIcon={<DownloadIcon />} onClick={exportFile}>
      {t('complaints.export')}
    </BusyButton>
  );
}
