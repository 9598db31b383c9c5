import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DECISION_DESCRIPTION_MAX_LENGTH, decideRequestInput } from '@pano/contract';
import { useContractForm } from '../../../crud/hooks/useContractForm.ts';
import { FormField } from '../../../crud/views/fields/FormField.tsx';
import { request as call } from '../../../graphql/client.ts';
import { DecideWorkflowRequestDocument } from '../../../graphql/generated/requests.ts';
import { useSession } from '../../../state/session.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ApprovalSelect } from './ApprovalSelect.tsx';
import type { RequestCommandView, WorkflowRequestView } from './requestTypes.ts';
import { useRequestAction } from './useRequestAction.ts';

/** The contract's decision, and the server's rule the client can check too: a rejection says why. */
function decisionSchema(goNextStep: boolean) {
  return decideRequestInput.refine((input) => goNextStep || Boolean(input.description?.trim()), {
    message: 'rejectNeedsDescription',
    path: ['description'],
  });
}

export interface DecideDialogProps {
  request: WorkflowRequestView;
  command: RequestCommandView;
  onClose(): void;
  onChanged?: () => void;
}

/**
 * A decision by one of the request's commands (docs/approvals.md): as the signed-in user's own approval,
 * or — when they are not asked — in their own name unless they choose one of the people it waits on
 * ('Kimin adına': nobody is chosen for them). A command that does not go on (a rejection) needs a description.
 */
export function DecideDialog({ request, command, onClose, onChanged }: DecideDialogProps) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const own = request.waitingOn.find((approval) => approval.user.id === userId);
  const schema = useMemo(() => decisionSchema(command.goNextStep), [command.goNextStep]);
  const form = useContractForm(schema, {
    requestId: request.id,
    commandTypeId: command.id,
    approvalId: own?.id ?? null,
    description: '',
  });
  const action = useRequestAction({
    form,
    fields: ['approvalId', 'description'],
    send: (values) =>
      call('main', DecideWorkflowRequestDocument, {
        inputModel: {
          requestId: request.id,
          commandTypeId: command.id,
          approvalId: typeof values.approvalId === 'number' ? values.approvalId : null,
          description: typeof values.description === 'string' ? values.description : null,
        },
      }),
    successKey: 'requests.decided',
    onClose,
    ...(onChanged ? { onChanged } : {}),
  });
  return (
    <ActionDialog
      title={t('requests.decideTitle', { command: command.name })}
      message={request.summary}
      confirmLabel={command.name}
      color={command.goNextStep ? 'primary' : 'error'}
      saving={action.saving}
      onClose={onClose}
      onSubmit={action.submit}
    >
      {!own && (
        <ApprovalSelect
          form={form}
          label={t('requests.onBehalfOf')}
          approvals={request.waitingOn}
          emptyLabel={t('requests.asMyself')}
        />
      )}
      <FormField
        form={form}
        view={{
          field: { name: 'description', kind: 'multiline', optional: command.goNextStep },
          label: t('contract:fields.description'),
          maxLength: DECISION_DESCRIPTION_MAX_LENGTH,
        }}
      />
    </ActionDialog>
  );
}
