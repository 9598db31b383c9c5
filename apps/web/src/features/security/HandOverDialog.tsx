import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import type { RowActionProps } from '../../crud/core/definition.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { RevealOutboxMessageDocument } from '../../graphql/generated/security.ts';

/**
 * Hands a waiting message over by hand (docs/passwords.md): first what will happen (shown once, then counted
 * as delivered), then the message and its link to copy and give to the person.
 */
export function HandOverDialog({ row, name, onClose, onChanged }: RowActionProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const reveal = useMutation({
    mutationFn: () => request('main', RevealOutboxMessageDocument, { id: row.id }),
    onSuccess: (answer) => answer.isSuccess && onChanged(),
  });
  const answer = reveal.data;
  const message = answer?.isSuccess ? answer.data : null;
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="hand-over-title" maxWidth="sm" fullWidth>
      <DialogTitle id="hand-over-title">{t('messages.handOverOf', { name })}</DialogTitle>
      <DialogContent>
        {!message ? (
          <Stack spacing={2}>
            <DialogContentText>{t('messages.handOverQuestion', { name })}</DialogContentText>
            {answer && !answer.isSuccess && <Alert severity="error">{failureText(answer, t)}</Alert>}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('messages.text')}
              value={message.text}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            {message.link && (
              <TextField
                label={t('messages.link')}
                value={message.link}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            )}
            {copied && <Alert severity="success">{t('messages.copied')}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(message ? 'common.close' : 'common.cancel')}</Button>
        {message ? (
          <Button variant="contained" onClick={() => void copy(message.link ?? message.text)}>
            {t('messages.copy')}
          </Button>
        ) : (
          <BusyButton busy={reveal.isPending} onClick={() => reveal.mutateAsync()}>
            {t('messages.show')}
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
