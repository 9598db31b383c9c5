import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { ConfirmActionDefinition, RowActionProps } from '../core/definition.ts';
import { useConfirmAction } from '../hooks/useConfirmAction.ts';

/** A row action that asks first (what will happen, to whom), then sends its mutation. */
export function ConfirmActionDialog({
  action,
  row,
  name,
  onClose,
  onChanged,
}: RowActionProps & { action: ConfirmActionDefinition }) {
  const { t } = useTranslation();
  const { confirm, busy } = useConfirmAction(action, row, onClose, onChanged);
  return (
    <ConfirmDialog
      open
      title={t(action.titleKey, { name })}
      message={t(action.messageKey, { name })}
      confirmLabel={t(action.confirmKey)}
      busy={busy}
      {...(action.danger ? {} : { color: 'primary' as const })}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
