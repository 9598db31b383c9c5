import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useSplashVisible } from '../../state/loadingTasks.ts';

/** Full-screen splash while loading tasks run, hidden 1 s after the last one ends (spec 000 §2). */
export function Splash() {
  const { t } = useTranslation();
  const visible = useSplashVisible();
  return (
    <Backdrop
      open={visible}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, bgcolor: 'background.default' })}
    >
      {visible && <CircularProgress aria-label={t('common.loading')} />}
    </Backdrop>
  );
}
