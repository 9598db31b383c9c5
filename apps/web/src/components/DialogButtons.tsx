import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './BusyButton.tsx';

export interface DialogButtonsProps {
  confirmLabel: string;
  busy: boolean;
  disabled?: boolean;
  color?: 'primary' | 'error';
  onCancel(): void;
  /**
   * Without it the confirm button submits the dialog's form; when it answers the request's promise, a second
   * click before it settles is dropped.
   */
  onConfirm?: () => void | Promise<unknown>;
}

/** Cancel and the dialog's confirming action, both held while a request runs. */
export function DialogButtons({
  confirmLabel,
  busy,
  disabled,
  color,
  onCancel,
  onConfirm,
}: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <BusyButton
        busy={busy}
        disabled={disabled}
        color={color ?? 'primary'}
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
      >
        {confirmLabel}
      </BusyButton>
    </DialogActions>
  );
}
