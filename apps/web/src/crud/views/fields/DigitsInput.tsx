import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import { fieldError, lengthHint } from './fieldError.ts';

/** Keeps the digits of a typed or pasted text, at most `max` of them ('-0532 12' → '053212'). */
export function onlyDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The first character typed that is neither a digit nor a usual separator ('0532 123-45 67'). */
export function refusedCharacter(text: string): string | undefined {
  return /[^\d\s\-().+/]/u.exec(text)?.[0];
}

/**
 * A box for a number written with digits (gsm, national identity number): separators are dropped quietly,
 * a letter is dropped with a word under the box saying why, and a counter shows near the limit.
 */
export function DigitsInput({ view, form }: FieldInputProps) {
  const { t } = useTranslation();
  const { field, label } = view;
  const max = field.maxLength ?? 50;
  const message = fieldError(form, field.name);
  const [refused, setRefused] = useState<string | undefined>();
  return (
    <Controller
      name={field.name}
      control={form.control}
      render={({ field: control }) => {
        const value = typeof control.value === 'string' ? control.value : '';
        const hint = lengthHint(value.length, max);
        const note = refused ? t('crud.digitsOnly', { character: refused }) : undefined;
        return (
          <TextField
            name={control.name}
            inputRef={control.ref}
            value={value}
            onChange={(event) => {
              setRefused(refusedCharacter(event.target.value));
              control.onChange(onlyDigits(event.target.value, max));
            }}
            onBlur={control.onBlur}
            label={label}
            required={!field.optional}
            error={Boolean(message)}
            helperText={message ?? note ?? (hint ? t('crud.length', hint) : undefined)}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        );
      }}
    />
  );
}
