import type { RowActionDefinition, RowActionProps } from '../core/definition.ts';
import { ActionFormDialog } from './ActionFormDialog.tsx';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';
import { EntityListDialog } from './EntityListDialog.tsx';

/** The open row action's dialog: a form, a question, a nested list or the action's own dialog. */
export function RowActionDialog({ action, ...props }: RowActionProps & { action: RowActionDefinition }) {
  if ('form' in action) return <ActionFormDialog action={action.form} {...props} />;
  if ('confirm' in action) return <ConfirmActionDialog action={action.confirm} {...props} />;
  if ('list' in action) return <EntityListDialog list={action.list} icon={action.icon} {...props} />;
  const Own = action.dialog;
  return <Own {...props} />;
}
