import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DECISION_DESCRIPTION_MAX_LENGTH, handOverApprovalInput } from '@pano/contract';
import { userSearch } from '../../../crud/core/recipients.ts';
import { useContractForm } from '../../../crud/hooks/useContractForm.ts';
import { FormField } from '../../../crud/views/fields/FormField.tsx';
import { request as call } from '../../../graphql/client.ts';
import { HandOverWorkflowApprovalDocument } from '../../../graphql/generated/requests.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ApprovalSelect } from './ApprovalSelect.tsx';
import type { WorkflowRequestView } from './requestTypes.ts';
import { useRequestAction } from './useRequestAction.ts';

export interface HandOverDialogProps {
  request: WorkflowRequestView;
  onClose(): void;
  onChanged?: () => void;
}

/**
 * A waiting approval handed to another user, with a reason (written to the trail). Several waiting: which
 * one; nobody asked (stuck with no approvers): the user is asked at the step the request waits at.
 */
export function HandOverDialog({ request, onClose, onChanged }: HandOverDialogProps) {
  const { t } = useTranslation();
  const waiting = request.waitingOn;
  const form = useContractForm(handOverApprovalInput, {
    requestId: request.id,
    approvalId: waiting[0]?.id ?? null,
    userId: null,
    reason: '',
  });
  const action = useRequestAction({
    form,
    fields: ['approvalId', 'userId', 'reason'],
    send: (values) =>
      call('main', HandOverWorkflowApprovalDocument, {
        inputModel: {
          requestId: request.id,
          approvalId: typeof values.approvalId === 'number' ? values.approvalId : null,
          userId: typeof values.userId === 'number' ? values.userId : null,
          reason: typeof values.reason === 'string' ? values.reason : null,
        },
      }),
    successKey: 'requests.handedOver',
    onClose,
    ...(onChanged ? { onChanged } : {}),
  });
  const [only] = waiting;
  return (
    <ActionDialog
      title={t('requests.handOverTitle')}
      message={request.summary}
      confirmLabel={t('requests.handOver')}
      saving={action.saving}
      onClose={onClose}
      onSubmit={action.submit}
    >
      {waiting.length > 1 && (
        <ApprovalSelect form={form} label={t('requests.approval')} approvals={waiting} />
      )}
      {waiting.length === 1 && only && (
        <Typography variant="body2">{t('requests.handOverFrom', { name: only.user.fullName })}</Typography>
      )}
      {waiting.length === 0 && <Typography variant="body2">{t('requests.handOverNobody')}</Typography>}
      <FormField
        form={form}
        view={{
          field: { name: 'userId', kind: 'picker', search: userSearch },
          label: t('requests.handOverTo'),
        }}
      />
      <FormField
        form={form}
        view={{
          field: { name: 'reason', kind: 'multiline' },
          label: t('contract:fields.reason'),
          maxLength: DECISION_DESCRIPTION_MAX_LENGTH,
        }}
      />
    </ActionDialog>
  );
}
