import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';
import { publishStatus } from './publishStatus.ts';

const COLOR = { live: 'success', scheduled: 'info', expired: 'default' } as const;

/** 'Yayında', 'Planlandı' or 'Süresi doldu': the row's publish window against today. */
export function PublishStatusCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const status = publishStatus(row.startDate, row.endDate);
  return (
    <Chip
      size="small"
      label={t(`navigation.status.${status}`)}
      color={COLOR[status]}
      variant={status === 'live' ? 'filled' : 'outlined'}
    />
  );
}
