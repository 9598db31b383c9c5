import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface MatrixColumn {
  id: string;
  value: string;
}

interface Props {
  label: string;
  rows: readonly string[];
  columns: readonly MatrixColumn[];
  /** The answer: a JSON object from each row to the chosen column's id ('' when none). */
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
}

/** The answer read leniently (a builder preview's columns have temporary keys, not ids). */
function chosenByRow(value: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([row, id]) => [row, String(id)]));
  } catch {
    return {};
  }
}

/**
 * A matrix with rows (issue 26 §10; docs/forms.md): a table of its rows × its options, one choice per row —
 * each row a radio group named by the row, each radio by its column. The answer is `{row: optionId}` as
 * `submitForm` takes it; numeric ids go as numbers.
 */
export function MatrixField({ label, rows, columns, value, onChange, readOnly }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const chosen = chosenByRow(value);
  const choose = (row: string, id: string) => {
    const next = { ...chosen, [row]: id };
    const ordered = rows.filter((r) => next[r] !== undefined).map((r) => [r, next[r]] as const);
    onChange(
      JSON.stringify(Object.fromEntries(ordered.map(([r, v]) => [r, /^\d+$/.test(v ?? '') ? Number(v) : v]))),
    );
  };
  const answered = rows.filter((row) => chosen[row] !== undefined).length;
  return (
    <FormControl disabled={readOnly} fullWidth>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Table size="small" aria-labelledby={labelId} sx={{ width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell />
            {columns.map((column) => (
              <TableCell key={column.id} align="center">
                {column.value}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row} role="radiogroup" aria-label={row}>
              <TableCell component="th" scope="row">
                {row}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} align="center" padding="checkbox">
                  <Radio
                    checked={chosen[row] === column.id}
                    disabled={readOnly}
                    onChange={() => choose(row, column.id)}
                    slotProps={{ input: { 'aria-label': `${row}: ${column.value}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FormHelperText>{t('forms.matrixAnswered', { answered, total: rows.length })}</FormHelperText>
    </FormControl>
  );
}
