import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/DataTable.tsx';
import { RequestState } from '../shared/RequestState.tsx';
import { formatDateTime } from '../../../crud/core/format.ts';
import type { RequestRowView } from '../shared/requestTypes.ts';
import { stepLabel, waitedFor } from '../shared/stepLabel.ts';

/**
 * The columns of 'Süreçler': kind, summary, requester, workflow, the step it waits at ('Adım 2 · Onay ·
 * 1. seviye yönetici'), whom it waits on (each person, with on whose behalf they stand in), since when
 * (DD.MM.YYYY HH:mm) and its state — a stuck one marked, with why (once, in its row).
 */
export function requestColumns(t: TFunction): DataColumn<RequestRowView>[] {
  const header = (key: string) => t(`requests.columns.${key}`);
  return [
    { id: 'kind', header: header('kind'), cell: (row) => row.kindName },
    { id: 'summary', header: header('summary'), cell: (row) => row.summary },
    { id: 'requester', header: header('requester'), cell: (row) => row.requester.fullName },
    { id: 'workflow', header: header('workflow'), cell: (row) => row.workflowName },
    {
      id: 'step',
      header: header('step'),
      cell: (row) =>
        stepLabel(t, {
          number: row.currentStepNumber,
          kindName: row.currentStepKindName,
          name: row.currentStepName,
        }) || '-',
    },
    {
      id: 'waitingOn',
      header: header('waitingOn'),
      cell: (row) => row.waitingOn.map((approval) => waitedFor(t, approval)).join(', ') || '-',
    },
    { id: 'since', header: header('since'), cell: (row) => formatDateTime(row.waitingSince) },
    { id: 'state', header: header('state'), cell: (row) => <RequestState request={row} withMessage /> },
  ];
}
