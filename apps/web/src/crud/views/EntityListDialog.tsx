import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import type { IconComponent, ListActionDefinition, RowActionProps } from '../core/definition.ts';
import { useNestedList } from '../hooks/useNestedList.ts';
import { NestedTable } from './NestedTable.tsx';

export interface EntityListDialogProps extends RowActionProps {
  list: ListActionDefinition;
  icon: IconComponent;
}

/** A read-only, paged list of the row's records (a user's notifications, a group's members). */
export function EntityListDialog({ list, icon, row, name, onClose }: EntityListDialogProps) {
  const { t } = useTranslation();
  const rows = useNestedList(list.definition, row.id);
  const title = t(list.titleKey, { name });
  return (
    <InfoDialog
      title={title}
      icon={icon}
      {...(list.badge ? { badge: rows.total } : {})}
      maxWidth="md"
      onClose={onClose}
    >
      <NestedTable definition={list.definition} label={title} list={rows} />
    </InfoDialog>
  );
}
