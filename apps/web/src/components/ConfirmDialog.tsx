import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DialogButtons } from './DialogButtons.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** `error` (the default) for what cannot be undone; `primary` for an everyday confirmation. */
  color?: 'error' | 'primary';
  /** Answering the request's promise makes a double click confirm once. */
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
}

/** Asks before a destructive action; Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  color = 'error',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason === 'escapeKeyDown' && !busy && onCancel()}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogButtons
        confirmLabel={confirmLabel}
        busy={busy}
        color={color}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
