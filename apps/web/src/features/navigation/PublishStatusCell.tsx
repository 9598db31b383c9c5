import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { rowAudience } from '../../crud/core/audience.ts';
import type { Row } from '../../crud/core/row.ts';
import { AudienceChip } from '../../crud/views/AudienceChip.tsx';
import { publishStatus } from './publishStatus.ts';

/**
 * 'Planlandı' or 'Süresi doldu' from the row's publish window against today; inside it, whom the row reaches:
 * 'Yayında · 12 kişi', or 'Kimseye görünmüyor' when its audience reaches no active employee (issue 48 §1).
 */
export function PublishStatusCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const status = publishStatus(row.startDate, row.endDate);
  if (status === 'live') return <AudienceChip audience={rowAudience(row)} />;
  return (
    <Chip
      size="small"
      label={t(`navigation.status.${status}`)}
      color={status === 'scheduled' ? 'info' : 'default'}
      variant="outlined"
    />
  );
}
