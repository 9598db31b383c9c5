import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';

type Severity = 'success' | 'warning' | 'error' | 'info';

function severityOf(variant: CustomContentProps['variant']): Severity {
  return variant === 'default' ? 'info' : variant;
}

/** One toast, drawn as an MUI Alert so its colours follow the theme and keep readable contrast. */
export const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert(props, ref) {
  const { t } = useTranslation();
  const { id, message, variant } = props;
  const severity = severityOf(variant);
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={severity}
        role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
        elevation={6}
        closeText={t('common.close')}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

/** notistack draws every variant with ToastAlert. */
export const TOAST_COMPONENTS = {
  default: ToastAlert,
  success: ToastAlert,
  warning: ToastAlert,
  error: ToastAlert,
  info: ToastAlert,
};
