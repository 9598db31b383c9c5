import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/TaskAlt';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/DetailList.tsx';
import { NotFoundRedirect } from '../../../components/NotFoundRedirect.tsx';
import { formatDateTime } from '../../../crud/core/format.ts';
import { ActionFormDialog } from '../../../crud/views/ActionFormDialog.tsx';
import { completeAction } from './completeAction.ts';
import { InterviewBackButton } from './InterviewBackButton.tsx';
import { InterviewersList } from './InterviewersList.tsx';
import { InterviewVotesTable } from './InterviewVotesTable.tsx';
import { useInterview } from './useInterview.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const orDash = (value: string | null | undefined) => (value ? value : '-');

/**
 * The interview detail (/isealim/adaylar/{applicantId}/gorusme/{interviewId}, spec 002 §2): its dates, the
 * responsible user, the descriptions, the result, who recorded, and each criterion's mean, spread and
 * disagreement flag. 'Tamamla' lets HR complete it once every interviewer has recorded.
 */
export function InterviewDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().interviewId);
  const valid = Number.isInteger(id) && id > 0;
  const { interview, missing } = useInterview(id, valid);
  const [completing, setCompleting] = useState(false);
  if (!valid || missing) return <NotFoundRedirect />;
  const allRecorded = interview?.interviewers.every((person) => person.recorded) ?? false;
  const canComplete = interview !== null && !interview.isCompleted && allRecorded;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <InterviewBackButton />
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {interview ? `${t('interviews.title')} · ${interview.status.name}` : t('interviews.title')}
        </Typography>
        {interview && !interview.isCompleted && (
          <Tooltip title={allRecorded ? '' : t('interviews.waitingForVotes')}>
            <span>
              <Button
                variant="contained"
                startIcon={<DoneIcon />}
                disabled={!canComplete}
                onClick={() => setCompleting(true)}
              >
                {t('interviews.complete')}
              </Button>
            </span>
          </Tooltip>
        )}
      </Stack>
      {interview && (
        <>
          <Section title={t('interviews.details')}>
            <DetailList
              items={[
                { label: t('contract:fields.interviewDate'), value: formatDateTime(interview.interviewDate) },
                {
                  label: t('contract:fields.interviewedDate'),
                  value: formatDateTime(interview.interviewedDate),
                },
                { label: t('contract:fields.completedDate'), value: formatDateTime(interview.completedDate) },
              ]}
            />
          </Section>
          <Section title={t('interviews.responsible')}>
            <DetailList
              items={[
                {
                  label: t('contract:fields.responsibleUserId'),
                  value: orDash(interview.responsibleUser?.fullName),
                },
                { label: t('interviews.email'), value: orDash(interview.responsibleUser?.email) },
                { label: t('interviews.gsm'), value: orDash(interview.responsibleUser?.gsm) },
              ]}
            />
          </Section>
          <Section title={t('interviews.descriptions')}>
            <DetailList
              items={[
                { label: t('contract:fields.description'), value: orDash(interview.description) },
                { label: t('contract:fields.resultDescription'), value: orDash(interview.resultDescription) },
              ]}
            />
          </Section>
          <Section title={t('interviews.result')}>
            <DetailList
              items={[
                { label: t('contract:fields.ratingResultId'), value: orDash(interview.ratingResult?.name) },
              ]}
            />
          </Section>
          <Section title={t('interviews.interviewers')}>
            <InterviewersList interviewers={interview.interviewers} />
          </Section>
          <Section title={t('interviews.votes')}>
            <InterviewVotesTable ratings={interview.ratings} />
          </Section>
        </>
      )}
      {completing && interview && (
        <ActionFormDialog
          action={completeAction}
          row={interview}
          name={interview.responsibleUser?.fullName ?? ''}
          onClose={() => setCompleting(false)}
          onChanged={() => setCompleting(false)}
        />
      )}
    </>
  );
}
