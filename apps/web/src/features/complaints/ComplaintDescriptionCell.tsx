import type { Row } from '../../crud/core/row.ts';

/** The list shows the start of a description; the detail dialog shows all of it. */
export const DESCRIPTION_PREVIEW = 80;

export function ComplaintDescriptionCell({ row }: { row: Row }) {
  const text = String(row.description ?? '');
  return <>{text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}…` : text}</>;
}
