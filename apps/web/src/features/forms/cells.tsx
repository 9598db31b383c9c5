import { formatDate } from '../../crud/core/format.ts';
import type { Row } from '../../crud/core/row.ts';

/** A submission's completed date, DD.MM.YYYY, or '-' while it is not completed (spec 001 §2). */
export function CompletedDateCell({ row }: { row: Row }) {
  return <>{row.completedDate ? formatDate(row.completedDate) : '-'}</>;
}
