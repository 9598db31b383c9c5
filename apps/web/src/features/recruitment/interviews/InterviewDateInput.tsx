import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldInputProps } from '../../../crud/core/fieldTypes.ts';
import { localWallTime, momentOf } from './interviewTime.ts';

/**
 * The interview's date and time: the browser's date-time box in the browser's time (as the panel shows every
 * time), kept and sent as the moment it names ('…Z').
 */
export function InterviewDateInput({ view, form, disabled }: FieldInputProps) {
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control, fieldState }) => (
        <TextField
          name={control.name}
          inputRef={control.ref}
          value={localWallTime(control.value)}
          onChange={(event) => control.onChange(momentOf(event.target.value))}
          onBlur={control.onBlur}
          label={view.label}
          type="datetime-local"
          required
          error={Boolean(fieldState.error?.message)}
          helperText={fieldState.error?.message}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
