import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useHolidayYear } from './useHolidayYear.ts';

/** Above the holidays: fill the chosen year from the official calendar, or copy it to the next year. */
export function HolidayYearActions({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const { t } = useTranslation();
  const year = typeof pagerModel.year === 'number' ? pagerModel.year : null;
  const actions = useHolidayYear(year ?? new Date().getFullYear());
  if (year === null) return null;
  return (
    <>
      <BusyButton
        variant="outlined"
        busy={actions.busy}
        startIcon={<EventAvailableIcon />}
        onClick={actions.addOfficial}
      >
        {t('leave.addOfficial', { year })}
      </BusyButton>
      <BusyButton
        variant="outlined"
        busy={actions.busy}
        startIcon={<ContentCopyIcon />}
        onClick={actions.copyToNext}
      >
        {t('leave.copyToNext', { year: year + 1 })}
      </BusyButton>
    </>
  );
}
