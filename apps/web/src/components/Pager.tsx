import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS } from '@pano/contract';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** A list's own page sizes instead of 5/10/25/50. */
  pageSizeOptions?: readonly number[];
}

/** Page sizes 5/10/25/50 (plus a screen's own size), labels from the dictionary; its arrows stay on a phone's screen. */
export function Pager(props: PagerProps) {
  const {
    total,
    page,
    pageSize,
    onPageChange,
    onPageSizeChange,
    pageSizeOptions = PAGE_SIZE_OPTIONS,
  } = props;
  const { t } = useTranslation();
  const options = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      // on a phone the parts wrap (the arrows to a line of their own, at the right) instead of leaving the screen
      sx={{
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          pl: { xs: 1, sm: 2 },
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { ml: { xs: 0, sm: 'auto' } },
      }}
    />
  );
}
