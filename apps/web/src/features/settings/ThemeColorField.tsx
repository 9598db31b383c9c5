import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntityForm } from '../../crud/core/fieldTypes.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';
import { sixDigits } from './brandingSubscription.ts';

export interface ThemeColorFieldProps {
  name: string;
  label: string;
  required?: boolean;
  form: EntityForm;
}

/** A colour as hex text, with the browser's colour picker beside it; the rule's message under it. */
export function ThemeColorField({ name, label, required = false, form }: ThemeColorFieldProps) {
  const { t } = useTranslation();
  const message = fieldError(form, name);
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            name={field.name}
            inputRef={field.ref}
            label={label}
            value={value}
            required={required}
            error={Boolean(message)}
            helperText={message}
            autoComplete="off"
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            slotProps={{
              htmlInput: { maxLength: 7, spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box
                      component="input"
                      type="color"
                      aria-label={t('branding.pick', { name: label })}
                      value={/^#[0-9a-f]{3,6}$/i.test(value) ? sixDigits(value) : '#000000'}
                      onChange={(event) => field.onChange((event.target as HTMLInputElement).value)}
                      sx={{ width: 32, height: 32, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
        );
      }}
    />
  );
}
