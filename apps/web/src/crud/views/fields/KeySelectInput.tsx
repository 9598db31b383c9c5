import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import { fieldError } from './fieldError.ts';

export interface KeyOption {
  key: string;
  name: string;
}

interface Props extends FieldInputProps {
  /** The choices: a text key stored, a name shown. */
  options: readonly KeyOption[];
  /** A field that depends on the choice, and the value it starts from when the choice changes. */
  resets: { field: string; value: unknown };
}

/**
 * A required select of text keys whose change empties a field that depends on it (an app item's target and
 * its payload, a dynamic part's source and its settings). A key not among the options shows empty.
 */
export function KeySelectInput({ view, form, disabled, options, resets }: Props) {
  const message = fieldError(form, view.field.name);
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control }) => {
        const value = typeof control.value === 'string' ? control.value : '';
        const known = options.some((option) => option.key === value);
        return (
          <TextField
            select
            fullWidth
            margin="dense"
            required
            label={view.label}
            value={known ? value : ''}
            disabled={disabled}
            error={Boolean(message)}
            helperText={message}
            inputRef={control.ref}
            onBlur={control.onBlur}
            onChange={(event) => {
              if (event.target.value !== value)
                form.setValue(resets.field, resets.value, { shouldValidate: false });
              control.onChange(event.target.value);
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
