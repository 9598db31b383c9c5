import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../crud/core/format.ts';
import { dayOf, typedDay } from '../../components/dayText.ts';

interface Props {
  label: string;
  /** The day as stored, 'YYYY-MM-DD' ('' when none). */
  value: string;
  helperText?: string;
  readOnly: boolean;
  onChange(day: string): void;
}

/**
 * A form's date element as DD.MM.YYYY in both languages (issue 26: one date format everywhere), not the
 * browser's own date box (mm/dd/yyyy in English): typed with the dots put in, told when it is no real day.
 */
export function DayField({ label, value, helperText, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? formatDate(value) : '');
  const whole = text.length === 10;
  const wrong = whole && dayOf(text) === null;
  return (
    <TextField
      fullWidth
      label={label}
      value={readOnly ? formatDate(value) : text}
      placeholder={t('forms.dayPlaceholder')}
      error={wrong}
      helperText={wrong ? t('forms.dayInvalid') : helperText}
      slotProps={{ htmlInput: { readOnly, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        const next = typedDay(event.target.value);
        setText(next);
        onChange(dayOf(next) ?? '');
      }}
    />
  );
}
