import DownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { useExportAnswer } from '../../../crud/hooks/useExportAnswer.ts';
import { request } from '../../../graphql/client.ts';
import { ExportApplicantsDocument } from '../../../graphql/generated/applicants.ts';

/** 'Excel'e aktar' above the applicants: every applicant of the current filter and search (not only the page). */
export function ApplicantExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const saveExport = useExportAnswer();
  const run = useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportApplicantsDocument, { pagerModel: filters });
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
      {t('applicants.export')}
    </BusyButton>
  );
}
