import { Navigate, useParams } from 'react-router';
import DownloadIcon from '@mui/icons-material/FileDownload';
import { DISCLAIMER_USERS_PAGE_SIZE } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { DataTable, type DataColumn } from '../../components/DataTable.tsx';
import { useTablePaging } from '../../components/useTablePaging.ts';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { NOT_FOUND_PATH } from '../../app/paths.ts';
import { formatReadTime } from '../disasters/format.ts';
import { disclaimerPaths } from './disclaimerPaths.ts';
import { useAcceptorExport, useAcceptors, useDisclaimer, type Acceptor } from './useDisclaimerDetail.ts';

/** /ayarlar/sozlesmeler/{disclaimerId}: who accepted it, 10 a page, and all of them as Excel (spec 000 §2). */
export function DisclaimerDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().disclaimerId);
  const valid = Number.isInteger(id) && id > 0;
  const { paging, tableProps } = useTablePaging(DISCLAIMER_USERS_PAGE_SIZE);
  const disclaimer = useDisclaimer(id, valid);
  const { rows, total, loading } = useAcceptors(id, paging.page, paging.pageSize, valid);
  const { exporting, exportFile } = useAcceptorExport(id);
  if (!valid) return <Navigate to={NOT_FOUND_PATH} replace />;
  const columns: DataColumn<Acceptor>[] = [
    { id: 'userId', header: t('contract:fields.id'), cell: (row) => row.userId },
    { id: 'name', header: t('contract:fields.name'), cell: (row) => row.user?.name ?? '' },
    { id: 'surname', header: t('contract:fields.surname'), cell: (row) => row.user?.surname ?? '' },
    {
      id: 'createTime',
      header: t('contract:fields.acceptTime'),
      cell: (row) => formatReadTime(row.createTime),
    },
  ];
  const heading = disclaimer
    ? t('crud.nestedHeading', {
        parent: `${disclaimer.name} ${disclaimer.version}`,
        title: t('disclaimers.acceptors'),
      })
    : '';
  return (
    <>
      <ListToolbar heading={heading} backTo={disclaimerPaths.list} createLabel="">
        <BusyButton variant="outlined" busy={exporting} startIcon={<DownloadIcon />} onClick={exportFile}>
          {t('disclaimers.export')}
        </BusyButton>
      </ListToolbar>
      <DataTable
        label={t('disclaimers.acceptors')}
        columns={columns}
        rows={rows}
        total={total}
        {...tableProps}
        loading={loading}
      />
    </>
  );
}
