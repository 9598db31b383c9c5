import Checkbox from '@mui/material/Checkbox';
import { useTranslation } from 'react-i18next';
import { valueAt } from '../../crud/core/format.ts';
import type { Row } from '../../crud/core/row.ts';
import { useOrientationCompleted } from './useOrientationCompleted.ts';

/**
 * The completed checkbox of a person in an orientation (spec 001 §2): the completion check ticks it when
 * everything is done; an administrator may tick or untick it by hand (docs/navigation.md, Orientation).
 */
export function CompletedCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { saving, set } = useOrientationCompleted();
  const name = String(valueAt(row, 'user.fullName') ?? '');
  return (
    <Checkbox
      size="small"
      checked={row.isCompleted === true}
      disabled={saving}
      onChange={(event) => set(row.id, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('orientation.completedOf', { name }) } }}
    />
  );
}
