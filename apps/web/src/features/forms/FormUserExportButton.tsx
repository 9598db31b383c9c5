import DownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { downloadFile } from '../../components/downloadFile.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { ExportFormUsersDocument } from '../../graphql/generated/forms.ts';

/** 'Excel'e aktar' above a form's submissions: every one the filters match, one column per item. */
export function FormUserExportButton({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const run = useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportFormUsersDocument, { pagerModel: filters });
    },
    onSuccess: (envelope) => {
      if (envelope.isSuccess && envelope.data) downloadFile(envelope.data);
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
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
