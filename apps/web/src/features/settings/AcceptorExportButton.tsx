import DownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useAcceptorExport } from './useAcceptorExport.ts';

/** 'Excel'e aktar' above a disclaimer's acceptors: all of them, not only the page on screen. */
export function AcceptorExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { exporting, exportFile } = useAcceptorExport(Number(pagerModel.disclaimerId));
  return (
    <BusyButton variant="outlined" busy={exporting} startIcon={<DownloadIcon />} onClick={exportFile}>
      {t('disclaimers.export')}
    </BusyButton>
  );
}
