import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/SelectField.tsx';
import { useOptions } from '../../hooks/useOptions.ts';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import { fieldError } from './fieldError.ts';

/** One choice of a fixed list or a lookup (role, department, manager level). */
export function SelectInput({ view, form }: FieldInputProps) {
  const { field, label } = view;
  const { options } = useOptions(field.options);
  return (
    <Controller
      name={field.name}
      control={form.control}
      render={({ field: control }) => (
        <SelectField
          label={label}
          value={typeof control.value === 'number' ? control.value : null}
          options={options}
          onChange={control.onChange}
          onBlur={control.onBlur}
          inputRef={control.ref}
          required={!field.optional}
          error={fieldError(form, field.name)}
        />
      )}
    />
  );
}
