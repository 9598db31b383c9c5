import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/CheckCircle';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail } from './useInterview.ts';

/** Who scores the interview and who has recorded (the responsible user first). */
export function InterviewersList({ interviewers }: { interviewers: InterviewDetail['interviewers'] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {interviewers.map((person) => (
        <Chip
          key={person.userId}
          variant="outlined"
          color={person.recorded ? 'success' : 'default'}
          icon={person.recorded ? <CheckIcon /> : <PendingIcon />}
          label={`${person.user.fullName}${person.isResponsible ? ` (${t('interviews.responsible')})` : ''} · ${t(
            person.recorded ? 'interviews.recorded' : 'interviews.notRecorded',
          )}`}
        />
      ))}
    </Stack>
  );
}
