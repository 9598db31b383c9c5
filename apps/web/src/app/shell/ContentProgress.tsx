import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/**
 * The content area's fallback while a screen's chunk loads inside the shell: a slim bar where the screen
 * will be, the menu and the header staying on view (the full-window splash is for starting the app).
 */
export function ContentProgress() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('common.loading')} sx={{ borderRadius: 1 }} />;
}
