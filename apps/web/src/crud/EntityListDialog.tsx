import { useMemo, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/DataTable.tsx';
import { InfoDialog } from '../components/InfoDialog.tsx';
import type { ListActionDefinition } from './actionTypes.ts';
import { columnViews } from './columnViews.tsx';
import { buildPagerModel } from './pagerModel.ts';
import type { RowActionProps } from './types.ts';
import { useEntityList } from './useEntityList.ts';
import { useListState } from './useListState.ts';

export interface EntityListDialogProps extends RowActionProps {
  list: ListActionDefinition;
  icon: ComponentType<SvgIconProps>;
}

/** A read-only, paged list of the row's records (a user's notifications, a group's members). */
export function EntityListDialog({ list, icon, row, name, onClose }: EntityListDialogProps) {
  const { t } = useTranslation();
  const { definition, ownerFilter } = list;
  const state = useListState(definition);
  const pager = useMemo(
    () => ({ ...buildPagerModel(definition, state.state, {}), [ownerFilter]: row.id }),
    [definition, state.state, ownerFilter, row.id],
  );
  const { rows, total, loading } = useEntityList(definition, pager);
  const title = t(list.titleKey, { name });
  return (
    <InfoDialog
      title={title}
      icon={icon}
      {...(list.badge ? { badge: total } : {})}
      maxWidth="md"
      onClose={onClose}
    >
      <DataTable
        label={title}
        columns={columnViews(definition.columns, t)}
        rows={rows}
        total={total}
        page={state.state.page}
        pageSize={state.state.pageSize}
        onPageChange={state.setPage}
        onPageSizeChange={state.setPageSize}
        loading={loading}
      />
    </InfoDialog>
  );
}
