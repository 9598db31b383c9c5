import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { INTERVIEW_DISAGREEMENT_POINTS } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable.tsx';
import type { InterviewDetail } from './useInterview.ts';

const numberText = (value: number | null, lang: string) =>
  value === null
    ? '-'
    : value.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 1 });

/**
 * The spec's 'rating item and vote' table: each criterion's mean of the recorded votes, their spread, and a
 * visible flag where they differ by more than two points (issue 28 §3).
 */
export function InterviewVotesTable({ ratings }: { ratings: InterviewDetail['ratings'] }) {
  const { t, i18n } = useTranslation();
  const flag = t('interviews.disagreementHint', { points: INTERVIEW_DISAGREEMENT_POINTS });
  return (
    <ScrollTable label={t('interviews.votes')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('contract:fields.ratingItemId')}</TableCell>
          <TableCell align="right">{t('interviews.mean')}</TableCell>
          <TableCell align="right">{t('interviews.spread')}</TableCell>
          <TableCell>{t('interviews.disagreement')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ratings.map((rating) => (
          <TableRow key={rating.ratingItemId}>
            <TableCell>{rating.ratingItem.name}</TableCell>
            <TableCell align="right">{numberText(rating.vote, i18n.language)}</TableCell>
            <TableCell align="right">{numberText(rating.spread, i18n.language)}</TableCell>
            <TableCell>
              {rating.disagreement ? (
                <Chip size="small" color="warning" icon={<WarningIcon />} label={flag} />
              ) : (
                '-'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
