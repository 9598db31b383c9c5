import { useTranslation } from 'react-i18next';
import { DECISION_DESCRIPTION_MAX_LENGTH, cancelRequestInput } from '@pano/contract';
import { useContractForm } from '../../../crud/hooks/useContractForm.ts';
import { FormField } from '../../../crud/views/fields/FormField.tsx';
import { request as call } from '../../../graphql/client.ts';
import { CancelWorkflowRequestDocument } from '../../../graphql/generated/requests.ts';
import { ActionDialog } from './ActionDialog.tsx';
import type { WorkflowRequestView } from './requestTypes.ts';
import { useRequestAction } from './useRequestAction.ts';

export interface CancelDialogProps {
  request: WorkflowRequestView;
  onClose(): void;
  onChanged?: () => void;
}

/** Asks before a running request is cancelled, with the reason its requester is told; it cannot be undone. */
export function CancelDialog({ request, onClose, onChanged }: CancelDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(cancelRequestInput, { requestId: request.id, reason: '' });
  const action = useRequestAction({
    form,
    fields: ['reason'],
    send: (values) =>
      call('main', CancelWorkflowRequestDocument, {
        inputModel: {
          requestId: request.id,
          reason: typeof values.reason === 'string' ? values.reason : null,
        },
      }),
    successKey: 'requests.cancelled',
    onClose,
    ...(onChanged ? { onChanged } : {}),
  });
  return (
    <ActionDialog
      title={t('requests.cancelTitle')}
      message={t('requests.cancelMessage', { summary: request.summary })}
      confirmLabel={t('requests.cancel')}
      color="error"
      saving={action.saving}
      onClose={onClose}
      onSubmit={action.submit}
    >
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
