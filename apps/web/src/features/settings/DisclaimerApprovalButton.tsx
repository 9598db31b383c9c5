import { useState } from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDisclaimerApproval } from './useDisclaimerApproval.ts';

/**
 * The disclaimer list's action 'send active contract for approval' (spec 000 §2): it signs everyone else
 * out, so it looks like a warning and its confirmation says how many sessions will end.
 */
export function DisclaimerApprovalButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { sending, send, sessions } = useDisclaimerApproval(asking, () => setAsking(false));
  return (
    <>
      <Button variant="contained" color="warning" startIcon={<SendIcon />} onClick={() => setAsking(true)}>
        {t('disclaimers.sendForApproval')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('disclaimers.sendForApproval')}
        message={
          sessions === null
            ? t('disclaimers.sendForApprovalQuestion')
            : t('disclaimers.sendForApprovalCount', { count: sessions })
        }
        confirmLabel={t('disclaimers.send')}
        busy={sending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
