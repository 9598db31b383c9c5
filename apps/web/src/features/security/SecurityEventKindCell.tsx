import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** The event's kind in the reader's language. */
export function SecurityEventKindCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(`security.kinds.${String(row.kind)}`)}</>;
}
