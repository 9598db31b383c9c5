import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DECISION_DESCRIPTION_MAX_LENGTH } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/DetailList.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatDateTime } from '../../../crud/core/format.ts';
import { useApprovalLink } from './useApprovalLink.ts';

/**
 * What an approval's one-time link shows (docs/approvals.md): who asks what at which step, a description
 * and one button per command; then the request's new state, or why the link cannot be used.
 */
export function ApprovalLinkPanel() {
  const { t } = useTranslation();
  const page = useApprovalLink();
  const { view, outcome } = page;
  if (outcome)
    return (
      <Alert severity="success" sx={{ width: '100%' }}>
        {t('requests.link.done', { state: outcome.stateName })}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {page.error && <Alert severity="error">{page.error}</Alert>}
      {page.loading && <Loading sx={{ alignSelf: 'center' }} />}
      {view && (
        <>
          <Typography variant="body2">
            {t('requests.link.approver', { name: view.approverFullName })}
          </Typography>
          <DetailList
            items={[
              { label: t('requests.link.requester'), value: view.requesterFullName },
              { label: t('requests.link.kind'), value: view.kindName },
              { label: t('requests.link.summary'), value: view.summary },
              { label: t('requests.link.step'), value: t('requests.step', { number: view.stepNumber }) },
            ]}
          />
          <TextField
            label={t('contract:fields.description')}
            value={page.description}
            onChange={(event) => page.changeDescription(event.target.value)}
            error={Boolean(page.descriptionError)}
            helperText={
              page.descriptionError ?? t('requests.link.expires', { time: formatDateTime(view.expires) })
            }
            disabled={page.deciding}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: DECISION_DESCRIPTION_MAX_LENGTH } }}
          />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="group"
            aria-label={t('requests.link.commands')}
            sx={{ flexWrap: 'wrap' }}
          >
            {view.commands.map((command) => (
              <Button
                key={command.id}
                variant={command.goNextStep ? 'contained' : 'outlined'}
                color={command.goNextStep ? 'primary' : 'error'}
                disabled={page.deciding}
                onClick={() => page.choose(command)}
              >
                {command.name}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
