import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller } from 'react-hook-form';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';

/** 'Send notification': a checkbox whose value is sent as 1 or 0 (spec 000 §3, §9). */
export function CategoryNotificationInput({ view, form }: FieldInputProps) {
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control }) => (
        <FormControlLabel
          label={view.label}
          control={
            <Checkbox
              name={control.name}
              checked={control.value === 1}
              onChange={(event) => control.onChange(event.target.checked ? 1 : 0)}
              onBlur={control.onBlur}
            />
          }
        />
      )}
    />
  );
}
