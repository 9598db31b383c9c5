import { ActionFormDialog } from './ActionFormDialog.tsx';
import { EntityListDialog } from './EntityListDialog.tsx';
import type { RowActionDefinition, RowActionProps } from './types.ts';

/** The open row action's dialog: a form, a nested list or the action's own dialog. */
export function RowActionDialog({ action, ...props }: RowActionProps & { action: RowActionDefinition }) {
  if ('form' in action) return <ActionFormDialog action={action.form} {...props} />;
  if ('list' in action) return <EntityListDialog list={action.list} icon={action.icon} {...props} />;
  const Own = action.dialog;
  return <Own {...props} />;
}
