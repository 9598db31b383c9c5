import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/DataTable.tsx';
import { useTablePaging } from '../../components/useTablePaging.ts';
import { formatReadTime } from './format.ts';
import { useRecipients, type Recipient } from './useDisasterDetail.ts';

/** The 'sending users' tab: name, surname, email, gsm, read flag and read time (DD.MM.YYYY HH:mm:ss). */
export function RecipientsTable({ disasterId }: { disasterId: number }) {
  const { t } = useTranslation();
  const { paging, tableProps } = useTablePaging(10);
  const { rows, total, loading } = useRecipients(disasterId, paging);
  const field = (name: string) => t(`contract:fields.${name}`);
  const columns: DataColumn<Recipient>[] = [
    { id: 'name', header: field('name'), cell: (row) => row.user.name },
    { id: 'surname', header: field('surname'), cell: (row) => row.user.surname },
    { id: 'email', header: field('email'), cell: (row) => row.user.email ?? '' },
    { id: 'gsm', header: field('gsm'), cell: (row) => row.user.gsm ?? '' },
    { id: 'isRead', header: field('isRead'), cell: (row) => t(row.isRead ? 'common.yes' : 'common.no') },
    { id: 'readDate', header: field('readDate'), cell: (row) => formatReadTime(row.readDate) },
  ];
  return (
    <DataTable
      label={t('disasters.tabs.users')}
      columns={columns}
      rows={rows}
      total={total}
      {...tableProps}
      loading={loading}
    />
  );
}
