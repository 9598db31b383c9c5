import { useState } from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDisclaimerApproval } from './useDisclaimerApproval.ts';

/** The disclaimer list's action 'send active contract for approval', after a confirmation (spec 000 §2). */
export function DisclaimerApprovalButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { sending, send } = useDisclaimerApproval(() => setAsking(false));
  return (
    <>
      <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setAsking(true)}>
        {t('disclaimers.sendForApproval')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('disclaimers.sendForApproval')}
        message={t('disclaimers.sendForApprovalQuestion')}
        confirmLabel={t('disclaimers.send')}
        busy={sending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
