import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import { fieldError } from './fieldError.ts';

/** Keeps the digits of a typed or pasted text, at most `max` of them ('-0532 12' → '053212'). */
export function onlyDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** A box for a number written with digits (gsm, national identity number): capped, signs stripped. */
export function DigitsInput({ view, form }: FieldInputProps) {
  const { field, label } = view;
  const max = field.maxLength ?? 50;
  const message = fieldError(form, field.name);
  return (
    <Controller
      name={field.name}
      control={form.control}
      render={({ field: control }) => (
        <TextField
          name={control.name}
          inputRef={control.ref}
          value={typeof control.value === 'string' ? control.value : ''}
          onChange={(event) => control.onChange(onlyDigits(event.target.value, max))}
          onBlur={control.onBlur}
          label={label}
          required={!field.optional}
          error={Boolean(message)}
          helperText={message}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
