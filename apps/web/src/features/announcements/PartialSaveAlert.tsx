import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useOneAtATime } from '../../components/useOneAtATime.ts';
import type { PendingFile } from './multimediaFiles.ts';
import type { SaveResult } from './saveAnnouncement.ts';

export interface PartialSaveAlertProps {
  partial: Extract<SaveResult, { status: 'partial' }>;
  pending: readonly PendingFile[];
  busy: boolean;
  onRetry(): void | Promise<unknown>;
}

/** After a save that stored the announcement but not all of it: what was saved, what not, and a retry. */
export function PartialSaveAlert({ partial, pending, busy, onRetry }: PartialSaveAlertProps) {
  const { t } = useTranslation();
  const retry = useOneAtATime(onRetry);
  const names = pending
    .filter((item) => partial.failedFiles.includes(item.key))
    .map((item) => item.file.name);
  return (
    <Alert
      severity="warning"
      action={
        names.length > 0 && (
          <Button color="inherit" size="small" disabled={busy} onClick={() => retry()}>
            {t('announcements.partial.retry')}
          </Button>
        )
      }
    >
      {t('announcements.partial.saved')}
      {names.length > 0 && ` ${t('announcements.partial.files', { files: names.join(', ') })}`}
      {partial.otherFailures > 0 && ` ${t('announcements.partial.other', { count: partial.otherFailures })}`}
    </Alert>
  );
}
