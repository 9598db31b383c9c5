import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A spinner named 'Yükleniyor' for screen readers (axe `aria-progressbar-name`). */
export function Loading(props: Omit<CircularProgressProps, 'aria-label'>) {
  const { t } = useTranslation();
  return <CircularProgress aria-label={t('common.loading')} {...props} />;
}
