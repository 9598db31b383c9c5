import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBackPath } from '../../../components/BackLink.tsx';

/**
 * 'Back goes to the previous page' (spec 002 §2): the applicant, the staff demand or wherever the interview
 * was opened from; opened directly (no page before it in this tab), the applicant's page.
 */
export function InterviewBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const applicant = useBackPath('applicant');
  const hasPrevious = (window.history.state as { idx?: number } | null)?.idx;
  return (
    <IconButton
      aria-label={t('common.back')}
      onClick={() => void (hasPrevious ? navigate(-1) : navigate(applicant))}
    >
      <ArrowBackIcon />
    </IconButton>
  );
}
