import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/DetailList.tsx';
import { RequestState } from '../shared/RequestState.tsx';
import { formatDateTime } from '../../../crud/core/format.ts';
import { isRunning, type WorkflowRequestView } from '../shared/requestTypes.ts';

/**
 * A request at a glance: kind, summary, requester, workflow, state, its subject's status (a running one that
 * no step has given a status yet reads 'Bekliyor'), created, completed.
 */
export function RequestSummary({ request }: { request: WorkflowRequestView }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`requests.columns.${key}`);
  return (
    <DetailList
      items={[
        { label: label('kind'), value: request.kindName },
        { label: label('summary'), value: request.summary },
        { label: label('requester'), value: request.requester.fullName },
        { label: label('workflow'), value: request.workflowName },
        { label: label('state'), value: <RequestState request={request} /> },
        {
          label: label('status'),
          value: request.statusName ?? (isRunning(request) ? t('requests.waiting') : '-'),
        },
        { label: label('created'), value: formatDateTime(request.createTime) },
        { label: label('completed'), value: formatDateTime(request.completedDate) },
      ]}
    />
  );
}
