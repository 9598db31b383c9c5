import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../crud/core/format.ts';
import { dayOf, typedDay } from '../../components/dayText.ts';

interface Props {
  label: string;
  /** The filter's day as the URL holds it, 'YYYY-MM-DD'. */
  value: string | undefined;
  /** A whole, real day, or null when the box is emptied. */
  onChange(day: string | null): void;
}

/**
 * A day filter typed as DD.MM.YYYY (the panel's one date format, issue 26; 'GG.AA.YYYY' as the Turkish
 * hint), not the browser's own date box, which follows the browser's language. The filter changes only
 * with a whole, real day or an empty box; a day set from elsewhere (a link, 'Filtreleri temizle') shows.
 */
export function DayFilter({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? formatDate(value) : '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? formatDate(value) : '');
  }
  const wrong = text.length === 10 && dayOf(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={t('history.dayPlaceholder')}
      error={wrong}
      helperText={wrong ? t('history.dayInvalid') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      sx={{ width: 150 }}
      onChange={(event) => {
        const next = typedDay(event.target.value);
        setText(next);
        const day = next === '' ? null : dayOf(next);
        if (next !== '' && day === null) return;
        setShown(day ?? undefined);
        onChange(day);
      }}
    />
  );
}
