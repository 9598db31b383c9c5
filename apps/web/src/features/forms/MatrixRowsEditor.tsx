import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { move } from './builderModel.ts';

interface Props {
  rows: readonly string[];
  onChange(rows: string[]): void;
  /** The message at a place under the item (`matrixRows.1`), when it is to be shown. */
  errorAt(place: string): string | undefined;
}

/**
 * A matrix's rows in the property dialog (issue 26 §10; docs/forms.md): each row is answered with one of
 * the item's options (the columns). Added, renamed, moved and deleted here; unique, not empty. No rows
 * keeps the matrix one choice shown in a row, as before.
 */
export function MatrixRowsEditor({ rows, onChange, errorAt }: Props) {
  const { t } = useTranslation();
  const set = (index: number, text: string) => onChange(rows.map((row, n) => (n === index ? text : row)));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('forms.builder.matrixRows')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('forms.builder.matrixRowsHint')}
      </Typography>
      {rows.map((row, index) => (
        // rows have no ids of their own: their place is their identity while the dialog is open
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('forms.builder.matrixRow', { number: index + 1 })}
            value={row}
            error={!!errorAt(`matrixRows.${index}`)}
            helperText={errorAt(`matrixRows.${index}`)}
            onChange={(e) => set(index, e.target.value)}
          />
          <IconButton
            aria-label={t('forms.builder.moveRowUp', { number: index + 1 })}
            disabled={index === 0}
            onClick={() => onChange(move(rows, index, index - 1))}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('forms.builder.moveRowDown', { number: index + 1 })}
            disabled={index === rows.length - 1}
            onClick={() => onChange(move(rows, index, index + 1))}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('forms.builder.deleteRow', { number: index + 1 })}
            onClick={() => onChange(rows.filter((_, n) => n !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => onChange([...rows, ''])}>{t('forms.builder.addMatrixRow')}</Button>
    </Stack>
  );
}
