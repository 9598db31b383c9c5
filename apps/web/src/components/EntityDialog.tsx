import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from './DialogButtons.tsx';
import { SubmitForm } from './SubmitForm.tsx';
import { Loading } from './Loading.tsx';
import { useDiscardGuard } from './useDiscardGuard.tsx';

export interface EntityDialogProps {
  title: string;
  saving: boolean;
  /** Still reading what the form starts from (a group's members): a spinner instead of the fields. */
  loading?: boolean;
  /** Wider than xs for dialogs with pickers. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Something was changed: Escape asks before discarding it. */
  dirty?: boolean;
  onClose(): void;
  onSubmit(): void | Promise<unknown>;
  /** The fields. */
  children: ReactNode;
}

/**
 * The one create/edit dialog (xs wide). Escape closes it without saving, after asking when something was
 * changed (`dirty`); Cancel closes it; a click outside does nothing.
 * Save stays enabled while the input is wrong (000 §5, issue 17.2): pressing it shows every field's message
 * and focuses the first wrong field instead of doing nothing; it is held only while saving or loading.
 */
export function EntityDialog(props: EntityDialogProps) {
  const {
    title,
    saving,
    loading = false,
    maxWidth = 'xs',
    dirty = false,
    onClose,
    onSubmit,
    children,
  } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const guard = useDiscardGuard(dirty, onClose);
  return (
    <Dialog
      open
      fullWidth
      maxWidth={maxWidth}
      onClose={(_, reason) => reason === 'escapeKeyDown' && !saving && guard.escape()}
      aria-labelledby={titleId}
    >
      {guard.question}
      <SubmitForm onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {loading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <Loading />
            </Box>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          )}
        </DialogContent>
        <DialogButtons confirmLabel={t('common.save')} busy={saving} disabled={loading} onCancel={onClose} />
      </SubmitForm>
    </Dialog>
  );
}
