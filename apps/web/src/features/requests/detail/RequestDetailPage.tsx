import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/ListToolbar.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { NotFoundRedirect } from '../../../components/NotFoundRedirect.tsx';
import { RequestActions } from '../shared/RequestActions.tsx';
import { RequestApprovals } from '../shared/RequestApprovals.tsx';
import { WaitingLine } from '../shared/RequestProgress.tsx';
import { RequestTrail } from '../shared/RequestTrail.tsx';
import { isRunning } from '../shared/requestTypes.ts';
import { useWorkflowRequest } from '../shared/useWorkflowRequest.ts';
import { RequestSummary } from './RequestSummary.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /surec/surecler/{requestId}: one request — why it is stuck (once, above everything), its summary, the actions while it runs (decide by a command,
 * hand over, cancel), every approval asked, and its trail. An action refreshes this page and the list.
 */
export function RequestDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().requestId);
  const valid = Number.isInteger(id) && id > 0;
  const { request, loaded } = useWorkflowRequest(id, valid);
  if (!valid) return <NotFoundRedirect />;
  const heading = request
    ? t('requests.rowName', { kind: request.kindName, name: request.requester.fullName })
    : '';
  return (
    <>
      <ListToolbar heading={heading} back="workflowRequests" createLabel="" />
      {!request && !loaded && <Loading />}
      {request && (
        <Stack spacing={2}>
          {isRunning(request) && request.stuckMessage && (
            <Alert severity="warning">{request.stuckMessage}</Alert>
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <RequestSummary request={request} />
          </Paper>
          {isRunning(request) && (
            <Section title={t('requests.actions')}>
              <Stack spacing={1.5}>
                <WaitingLine request={request} />
                <RequestActions request={request} manage />
              </Stack>
            </Section>
          )}
          <Section title={t('requests.approvals')}>
            <RequestApprovals approvals={request.approvals} />
          </Section>
          <Section title={t('requests.trail')}>
            <RequestTrail trail={request.trail} />
          </Section>
        </Stack>
      )}
    </>
  );
}
