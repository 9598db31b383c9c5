import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import type { EntityDefinition } from '../core/definition.ts';
import type { NestedList } from '../hooks/useNestedList.ts';
import { columnViews } from './columnViews.tsx';

export interface NestedTableProps {
  definition: EntityDefinition;
  /** The table's accessible name. */
  label: string;
  /** The page `useNestedList` loaded. */
  list: NestedList;
}

/** The one nested table: a parent's rows with the definition's columns, paged on the server. */
export function NestedTable({ definition, label, list }: NestedTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={label}
      columns={columnViews(definition.list.columns, t)}
      rows={list.rows}
      total={list.total}
      page={list.page}
      pageSize={list.pageSize}
      {...(definition.list.pageSizes ? { pageSizeOptions: definition.list.pageSizes } : {})}
      onPageChange={list.onPageChange}
      onPageSizeChange={list.onPageSizeChange}
      loading={list.loading}
    />
  );
}
