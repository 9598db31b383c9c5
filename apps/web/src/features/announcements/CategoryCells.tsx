import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** Whether a new announcement of the category notifies: 1 → yes, 0 → no. */
export function CategoryNotificationCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(row.isNotification === 1 ? 'common.yes' : 'common.no')}</>;
}

/** Active and passive categories told apart (spec 000 §2): a coloured chip. */
export function CategoryStatusCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const active = row.isActive === true;
  return (
    <Chip
      size="small"
      label={t(active ? 'categories.active' : 'categories.passive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
