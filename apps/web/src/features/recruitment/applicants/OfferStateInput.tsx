import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../crud/core/fieldTypes.ts';

/** The answers an offer may get (the contract's decision states, named by the dictionary). */
const DECISIONS = ['accepted', 'declined', 'withdrawn'] as const;

/** The decision select: its values are the states' names in the API, not numbers (a select's usual ids). */
export function OfferStateInput({ view, form, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control, fieldState }) => (
        <TextField
          select
          name={control.name}
          inputRef={control.ref}
          value={typeof control.value === 'string' ? control.value : ''}
          onChange={(event) => control.onChange(event.target.value)}
          onBlur={control.onBlur}
          label={view.label}
          required
          error={Boolean(fieldState.error?.message)}
          helperText={fieldState.error?.message}
          disabled={disabled}
        >
          {DECISIONS.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`contract:applicantOfferStatus.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
