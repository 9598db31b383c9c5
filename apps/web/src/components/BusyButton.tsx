import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export type BusyButtonProps = ButtonProps & { busy: boolean };

/** A contained button that is disabled and shows a spinner while its request runs. */
export function BusyButton({ busy, disabled, startIcon, ...props }: BusyButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      {...props}
      disabled={disabled || busy}
      startIcon={
        busy ? <CircularProgress size={16} color="inherit" aria-label={t('common.loading')} /> : startIcon
      }
    />
  );
}
