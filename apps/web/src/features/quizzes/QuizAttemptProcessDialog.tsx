import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import type { RowActionProps } from '../../crud/core/definition.ts';
import { valueAt } from '../../crud/core/format.ts';
import { RequestProgress } from '../requests/shared/RequestProgress.tsx';

/**
 * A quiz result's approval process (docs/approvals.md): the request its workflow runs, with its trail and,
 * while it runs, the decisions. Offered only on attempts that have one.
 */
export function QuizAttemptProcessDialog({ row, name, onClose, onChanged }: RowActionProps) {
  const { t } = useTranslation();
  const requestId = Number(valueAt(row, 'workflowRequest.id'));
  return (
    <InfoDialog title={t('quizzes.processOf', { name })} onClose={onClose}>
      <RequestProgress requestId={requestId} onChanged={onChanged} />
    </InfoDialog>
  );
}
