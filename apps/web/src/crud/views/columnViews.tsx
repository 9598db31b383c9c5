import Checkbox from '@mui/material/Checkbox';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/DataTable.tsx';
import type { ColumnDefinition } from '../core/definition.ts';
import { formatCell, valueAt } from '../core/format.ts';
import type { Row } from '../core/row.ts';

function Cell({ row, column, t }: { row: Row; column: ColumnDefinition; t: TFunction }) {
  const value = valueAt(row, column.path);
  if (column.cell) return <column.cell row={row} />;
  if (column.format === 'checkbox')
    return (
      <Checkbox
        checked={value === true}
        disabled
        size="small"
        slotProps={{ input: { 'aria-label': t(column.labelKey ?? `contract:fields.${column.path}`) } }}
      />
    );
  return formatCell(value, column.format ?? 'text', t);
}

/** A definition's columns as the table draws them: header, cell, alignment. */
export function columnViews(columns: readonly ColumnDefinition[], t: TFunction): DataColumn<Row>[] {
  return columns.map((column) => ({
    id: column.path,
    header: t(column.labelKey ?? `contract:fields.${column.path}`),
    cell: (row: Row) => <Cell row={row} column={column} t={t} />,
    align: column.format === 'coordinate' ? 'right' : 'left',
    ...(column.sortable ? { sortKey: column.path } : {}),
  }));
}
