import { useState } from 'react';

export interface TablePaging {
  page: number;
  pageSize: number;
}

/**
 * The page and page size of a table whose rows another hook loads: the state, `firstPage` (after a filter
 * changes) and the props DataTable takes. A new page size starts again at page 1.
 */
export function useTablePaging(pageSize: number) {
  const [paging, setPaging] = useState<TablePaging>({ page: 1, pageSize });
  return {
    paging,
    firstPage: () => setPaging((current) => ({ ...current, page: 1 })),
    tableProps: {
      page: paging.page,
      pageSize: paging.pageSize,
      onPageChange: (page: number) => setPaging((current) => ({ ...current, page })),
      onPageSizeChange: (size: number) => setPaging({ page: 1, pageSize: size }),
    },
  };
}
