import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { closeToast, type ToastItem } from '../state/toasts.ts';

/**
 * One toast, drawn as an MUI Alert so its colours follow the theme and keep readable contrast. It closes
 * after its duration; while the pointer or the focus is on it the clock stops, and starts again on leaving.
 */
export function ToastAlert({ toast }: { toast: ToastItem }) {
  const { t } = useTranslation();
  const { id, severity, message, duration, action } = toast;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (duration === null || held) return undefined;
    const timer = setTimeout(() => closeToast(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, held]);
  const close = () => closeToast(id);
  return (
    <Alert
      severity={severity}
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
      elevation={6}
      closeText={t('common.close')}
      onClose={close}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      {...(action
        ? {
            action: (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    close();
                    action.onClick();
                  }}
                >
                  {action.label}
                </Button>
                <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={close}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ),
          }
        : {})}
      sx={{ width: '100%' }}
    >
      {message}
    </Alert>
  );
}
