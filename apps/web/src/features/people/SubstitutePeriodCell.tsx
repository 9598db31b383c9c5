import { useTranslation } from 'react-i18next';
import { formatDate } from '../../crud/core/format.ts';
import type { Row } from '../../crud/core/row.ts';

/** When a substitute stands in: 'DD.MM.YYYY – DD.MM.YYYY', or while the user is on leave (no days). */
export function SubstitutePeriodCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.startDate || !row.endDate) return <>{t('people.whileOnLeave')}</>;
  return <>{`${formatDate(row.startDate)} – ${formatDate(row.endDate)}`}</>;
}
