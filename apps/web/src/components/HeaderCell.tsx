import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DataColumn } from './dataColumn.ts';

export interface HeaderCellProps<R> {
  column: DataColumn<R>;
  sort?: { column: string; descending: boolean } | null | undefined;
  onSortChange?: ((sortKey: string) => void) | undefined;
}

/** A column header; one the API sorts by is a button that sorts (again: the other way round). */
export function HeaderCell<R>({ column, sort, onSortChange }: HeaderCellProps<R>) {
  const key = column.sortKey;
  const active = key !== undefined && sort?.column === key;
  const direction = active && sort?.descending ? 'desc' : 'asc';
  return (
    <TableCell
      align={column.align ?? 'left'}
      {...(active ? { 'aria-sort': direction === 'asc' ? 'ascending' : 'descending' } : {})}
    >
      {key && onSortChange ? (
        <TableSortLabel active={active} direction={direction} onClick={() => onSortChange(key)}>
          {column.header}
        </TableSortLabel>
      ) : (
        column.header
      )}
    </TableCell>
  );
}
