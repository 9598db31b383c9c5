import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { formatDate, formatDateTime } from '../../crud/core/format.ts';
import { RequestProgress } from '../requests/shared/RequestProgress.tsx';
import { FormTabs } from './FormTabs.tsx';
import { useFormUser } from './useForms.ts';

type Approval = NonNullable<ReturnType<typeof useFormUser>>['approvals'][number];

/** The submission's approvals (spec 001 §2): approver, command, processed date, description. */
function FormApprovals({ approvals }: { approvals: readonly Approval[] }) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={t('forms.approvalsTable')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('forms.approver')}</TableCell>
          <TableCell>{t('forms.commandType')}</TableCell>
          <TableCell>{t('forms.processedDate')}</TableCell>
          <TableCell>{t('contract:fields.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {approvals.map((approval) => (
          <TableRow key={approval.id}>
            <TableCell>{approval.user.fullName}</TableCell>
            <TableCell>{approval.commandType?.name ?? '-'}</TableCell>
            <TableCell>{formatDateTime(approval.processedDate)}</TableCell>
            <TableCell>{approval.description ?? ''}</TableCell>
          </TableRow>
        ))}
        {!approvals.length && (
          <TableRow>
            <TableCell colSpan={4}>{t('forms.noApprovals')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </ScrollTable>
  );
}

/**
 * /form/formlar/{formId}/kullanicilar/{formUserId} (spec 001 §2): user, status, completed date, the approval
 * trail (approver, command, processed date, description) and the answers read-only per category tab, as the
 * form looked when it was submitted: deleted items hidden, inactive categories' tabs disabled. The request
 * its workflow runs shows its trail and, while it runs, the decisions (docs/approvals.md).
 */
export function FormUserPage() {
  const { t } = useTranslation();
  const id = Number(useParams().formUserId);
  const valid = Number.isInteger(id) && id > 0;
  const submission = useFormUser(id, valid);
  const client = useQueryClient();
  // a decision changes the submission's status: this page and the submissions list read it again
  const refresh = () => void client.invalidateQueries({ queryKey: ['formUsers'] });
  if (!valid) return <NotFoundRedirect />;
  const answers = Object.fromEntries(
    (submission?.answers ?? []).map((a) => [String(a.formItemId), a.value ?? '']),
  );
  return (
    <>
      <ListToolbar
        heading={
          submission
            ? t('forms.submissionTitle', {
                form: submission.form?.name ?? '',
                person: submission.user?.fullName ?? '',
              })
            : ''
        }
        back="formUsers"
        createLabel=""
      />
      {submission && (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <DetailList
              items={[
                { label: t('contract:fields.userFullName'), value: submission.user?.fullName },
                { label: t('contract:fields.status'), value: submission.status.name },
                {
                  label: t('contract:fields.completedDate'),
                  value: submission.completedDate ? formatDate(submission.completedDate) : '-',
                },
              ]}
            />
          </Paper>
          {/* one 'Onay süreci': the request's state, decisions and trail with the approvals (issue 48, 12) */}
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            {submission.workflowRequest ? (
              <RequestProgress requestId={submission.workflowRequest.id} onChanged={refresh}>
                <FormApprovals approvals={submission.approvals} />
              </RequestProgress>
            ) : (
              <Stack component="section" spacing={1.5} aria-label={t('forms.approvals')}>
                <Typography variant="subtitle1" component="h3">
                  {t('forms.approvals')}
                </Typography>
                <FormApprovals approvals={submission.approvals} />
              </Stack>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FormTabs categories={submission.categories} answers={answers} readOnly />
          </Paper>
        </>
      )}
    </>
  );
}
