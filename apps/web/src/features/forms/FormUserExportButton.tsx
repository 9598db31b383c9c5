import DownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useExportAnswer } from '../../crud/hooks/useExportAnswer.ts';
import { request } from '../../graphql/client.ts';
import { ExportFormUsersDocument } from '../../graphql/generated/forms.ts';

/** 'Excel'e aktar' above a form's submissions: every one the filters match, one column per item. */
export function FormUserExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const saveExport = useExportAnswer();
  const run = useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportFormUsersDocument, { pagerModel: filters });
    },
    onSuccess: saveExport,
  });
  return (
    <BusyButton
      variant="outlined"
      busy={run.isPending}
      startIcon={<DownloadIcon />}
      onClick={() => run.mutate()}
    >
      {t('forms.export')}
    </BusyButton>
  );
}
