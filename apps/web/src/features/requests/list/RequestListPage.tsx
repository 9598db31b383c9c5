import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import { ListToolbar } from '../../../components/ListToolbar.tsx';
import { RowActions } from '../../../components/RowActions.tsx';
import { useScreenPath } from '../../../components/screenPaths.ts';
import { fillRoute } from '../../../crud/core/format.ts';
import type { RequestRowView } from '../shared/requestTypes.ts';
import { RequestFilters } from './RequestFilters.tsx';
import { requestColumns } from './requestColumns.tsx';
import { useRequestList } from './useRequestList.ts';

/**
 * /surec/surecler ('Süreçler', docs/approvals.md): the requests of every kind the engine runs, paged on the
 * server, stuck ones first (marked, with why), then the longest waiting; filtered by kind, workflow, state
 * and 'Yalnızca takılanlar', all in the URL. Each row opens its request.
 */
export function RequestListPage() {
  const { t } = useTranslation();
  const list = useRequestList();
  const screenPath = useScreenPath();
  const { state } = list;
  const narrowed = state.kind !== null || state.workflowId !== null || state.stuckOnly;
  const name = (row: RequestRowView) =>
    t('requests.rowName', { kind: row.kindName, name: row.requester.fullName });
  return (
    <>
      <ListToolbar createLabel="">
        <RequestFilters list={list} />
      </ListToolbar>
      <DataTable
        label={t('menu.workflowRequests')}
        columns={requestColumns(t)}
        rows={list.rows}
        total={list.total}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={list.loading}
        empty={t(narrowed ? 'table.emptyNarrowed' : 'requests.empty')}
        actions={(row) => (
          <RowActions
            name={name(row)}
            items={[
              {
                key: 'detail',
                label: t('requests.open', { name: name(row) }),
                icon: InfoIcon,
                to: fillRoute(screenPath('workflowRequestDetail'), { requestId: String(row.id) }),
              },
            ]}
          />
        )}
      />
    </>
  );
}
