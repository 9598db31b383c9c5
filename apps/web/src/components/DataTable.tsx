import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager.tsx';
import { HeaderCell } from './HeaderCell.tsx';
import { DataCards } from './DataCards.tsx';
import type { CardTitle, DataColumn } from './dataColumn.ts';

export type { CardTitle, DataColumn } from './dataColumn.ts';

export interface DataTableProps<R extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<R>[];
  rows: R[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  loading?: boolean;
  /** Row actions (edit, delete, links) in a last column. */
  actions?: (row: R) => ReactNode;
  /** The page sizes offered when a list has its own (announcements: 50, 100, 150, 200). */
  pageSizeOptions?: readonly number[];
  /** The column the rows are sorted by, when a header chose one. */
  sort?: { column: string; descending: boolean } | null;
  /** Sorts by a column with a `sortKey` (its header becomes a button). */
  onSortChange?: (sortKey: string) => void;
  /**
   * The hint an empty page gives under the spec's 'Sonuç bulunamadı.' (spec 000 §8): what narrowed the
   * list, or that it has none yet with the create action.
   */
  empty?: ReactNode;
  /** A phone card's title: the row's name (DataCards). */
  cardTitle?: CardTitle<R>;
}

/** What an empty page says: the spec's words first, then the hint when the list gives one. */
function EmptyPage({ hint }: { hint: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{t('table.empty')}</Typography>
      {hint !== undefined && hint !== null && hint !== '' && (
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{hint}</Box>
      )}
    </Stack>
  );
}

/**
 * A paged table; an empty page says 'Sonuç bulunamadı.' ('Result not found'), then the list's hint. On a
 * narrow screen (below `sm`, a phone) the rows are compact cards with their actions in reach instead
 * (DataCards).
 */
export function DataTable<R extends { id: number }>(props: DataTableProps<R>) {
  const { t } = useTranslation();
  const { label, columns, rows, actions, loading = false, sort, onSortChange } = props;
  const empty = <EmptyPage hint={props.empty} />;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const width = columns.length + (actions ? 1 : 0);
  return (
    <Paper variant="outlined">
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
      {narrow ? (
        <DataCards
          label={label}
          columns={columns}
          rows={rows}
          actions={actions}
          empty={loading ? null : empty}
          {...(props.cardTitle ? { title: props.cardTitle } : {})}
        />
      ) : (
        // a table wider than the screen scrolls: it takes focus so a keyboard can scroll it
        <TableContainer tabIndex={0} role="region" aria-label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
                ))}
                {actions && <TableCell align="right">{t('table.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align ?? 'left'}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(row)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {rows.length === 0 && !loading && (
                <TableRow>
                  <TableCell colSpan={width} align="center">
                    {empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {/* not under a table still waiting for its first rows: they would push it down (a layout shift) */}
      {(rows.length > 0 || !loading) && <Pager {...props} />}
    </Paper>
  );
}
