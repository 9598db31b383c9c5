import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { SubmitForm } from '../../../components/SubmitForm.tsx';

export interface ActionDialogProps {
  title: string;
  /** What will happen, read first (and the dialog's description). */
  message?: string;
  /** The confirming button: the command's name, 'Devret', 'Talebi iptal et'. */
  confirmLabel: string;
  /** `error` for a rejection or a cancellation. */
  color?: 'primary' | 'error';
  saving: boolean;
  onClose(): void;
  onSubmit(): void | Promise<unknown>;
  children: ReactNode;
}

/**
 * A small form about a request (xs wide, sm with a picker): Escape closes it; its button says what it does
 * and stays enabled while the input is wrong, so pressing it shows the messages under the fields.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { title, message, confirmLabel, color, saving, onClose, onSubmit, children } = props;
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={(_, reason) => reason === 'escapeKeyDown' && !saving && onClose()}
      aria-labelledby={titleId}
      {...(message ? { 'aria-describedby': textId } : {})}
    >
      <SubmitForm onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {message && <DialogContentText id={textId}>{message}</DialogContentText>}
            {children}
          </Stack>
        </DialogContent>
        <DialogButtons
          confirmLabel={confirmLabel}
          busy={saving}
          color={color ?? 'primary'}
          onCancel={onClose}
        />
      </SubmitForm>
    </Dialog>
  );
}
