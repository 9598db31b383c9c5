import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_USERS_PAGE_SIZE } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { ANNOUNCEMENT_USERS_DOCUMENT } from './announcementDocuments.ts';

interface Recipient {
  id: number;
  userId: number;
  user: { id: number; name: string; surname: string; email: string | null } | null;
}

/** The users the announcement reached, paged on the server (announcementUserPagerModel). */
export function RecipientsTable({ announcementId }: { announcementId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ANNOUNCEMENT_USERS_PAGE_SIZE);
  const query = useQuery({
    queryKey: ['announcementUsers', announcementId, page, pageSize],
    queryFn: ({ signal }) =>
      request<Recipient[]>(
        'main',
        ANNOUNCEMENT_USERS_DOCUMENT,
        { pagerModel: { announcementId, pageNumber: page, pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.data);
  const rows = query.data?.isSuccess ? (query.data.data ?? []) : [];
  return (
    <DataTable
      label={t('announcements.recipients')}
      columns={[
        { id: 'name', header: t('contract:fields.name'), cell: (row: Recipient) => row.user?.name ?? '' },
        {
          id: 'surname',
          header: t('contract:fields.surname'),
          cell: (row: Recipient) => row.user?.surname ?? '',
        },
        { id: 'email', header: t('contract:fields.email'), cell: (row: Recipient) => row.user?.email ?? '' },
      ]}
      rows={rows}
      total={query.data?.totalItemCount ?? 0}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      loading={query.isFetching}
    />
  );
}
