import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/Loading.tsx';
import { RequestActions } from './RequestActions.tsx';
import { RequestState } from './RequestState.tsx';
import { RequestTrail } from './RequestTrail.tsx';
import { isRunning, type WorkflowRequestView } from './requestTypes.ts';
import { stepLabel, waitedFor } from './stepLabel.ts';
import { useWorkflowRequest } from './useWorkflowRequest.ts';

/** Where a running request waits: its step (number, kind and what it does) and the people asked. */
export function WaitingLine({ request }: { request: WorkflowRequestView }) {
  const { t } = useTranslation();
  if (!isRunning(request) || !request.waitingOn.length) return null;
  return (
    <Typography variant="body2">
      {t('requests.waitingAt', {
        step:
          stepLabel(t, {
            number: request.currentStepNumber,
            kindName: request.currentStepKindName,
            name: request.currentStepName,
          }) || '-',
        names: request.waitingOn.map((approval) => waitedFor(t, approval)).join(', '),
      })}
    </Typography>
  );
}

export interface RequestProgressProps {
  /** The request of a leave, a submission or a quiz result (`workflowRequest { id }`). */
  requestId: number;
  /** After a decision: the host's own reads (a list's status column, a submission's status). */
  onChanged?: () => void;
  /** The host's own part of the process, shown in the same section before the trail (a submission's approvals). */
  children?: ReactNode;
}

/**
 * A request where another screen shows its subject (a leave request, a form submission, a quiz result):
 * its state, why it is stuck, whom it waits on, the decision buttons while it runs, and its trail.
 */
export function RequestProgress({ requestId, onChanged, children }: RequestProgressProps) {
  const { t } = useTranslation();
  const { request, loaded } = useWorkflowRequest(requestId);
  if (!request) return loaded ? null : <Loading />;
  return (
    <Stack component="section" spacing={1.5} aria-label={t('requests.process')}>
      <Typography variant="subtitle1" component="h3">
        {t('requests.process')}
      </Typography>
      <RequestState request={request} />
      {request.stuckMessage && <Alert severity="warning">{request.stuckMessage}</Alert>}
      <WaitingLine request={request} />
      <RequestActions request={request} {...(onChanged ? { onChanged } : {})} />
      {children}
      <RequestTrail trail={request.trail} />
    </Stack>
  );
}
