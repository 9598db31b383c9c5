import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/DataTable.tsx';
import { useTablePaging } from '../../components/useTablePaging.ts';
import { coordinate } from './mapConfig.ts';
import { useResponders, type Responder } from './useDisasterDetail.ts';

/** The 'responded users' tab: who, 'I am good' / 'I am not good', and where (7 decimals). */
export function RespondersTable({ disasterId, needsHelp }: { disasterId: number; needsHelp: boolean }) {
  const { t } = useTranslation();
  const { paging, firstPage, tableProps } = useTablePaging(10);
  const [filter, setFilter] = useState(needsHelp);
  if (filter !== needsHelp) {
    setFilter(needsHelp);
    firstPage();
  }
  const { rows, total, loading } = useResponders(disasterId, needsHelp, paging);
  const columns: DataColumn<Responder>[] = [
    {
      id: 'user',
      header: t('contract:fields.userId'),
      cell: (row) => `${row.user.name} ${row.user.surname}`,
    },
    {
      id: 'response',
      header: t('contract:fields.response'),
      cell: (row) => t(row.response ? 'disasters.good' : 'disasters.notGood'),
    },
    {
      id: 'position',
      header: t('disasters.position'),
      cell: (row) =>
        row.latitude === null || row.longitude === null
          ? '-'
          : `${coordinate(row.latitude)}, ${coordinate(row.longitude)}`,
    },
  ];
  return (
    <DataTable
      label={t('disasters.tabs.responses')}
      columns={columns}
      rows={rows}
      total={total}
      {...tableProps}
      loading={loading}
    />
  );
}
