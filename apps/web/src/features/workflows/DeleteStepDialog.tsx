import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { deleteMessage } from './deleteMessage.ts';
import type { Step } from './steps.ts';

interface Props {
  step: Step | null;
  steps: readonly Step[];
  busy: boolean;
  /** Answers the request's promise: a double click deletes once. */
  onConfirm(step: Step): void | Promise<unknown>;
  onCancel(): void;
}

/** Asks before deleting a step, naming it and saying what happens to its arrows. */
export function DeleteStepDialog({ step, steps, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const words = step ? deleteMessage(step, steps, t) : { title: '', message: '' };
  return (
    <ConfirmDialog
      open={step !== null}
      title={words.title}
      message={words.message}
      confirmLabel={t('common.delete')}
      busy={busy}
      onConfirm={() => (step ? onConfirm(step) : undefined)}
      onCancel={onCancel}
    />
  );
}
