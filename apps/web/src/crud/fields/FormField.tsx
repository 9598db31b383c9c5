import { Controller } from 'react-hook-form';
import { ActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { DigitsInput } from './DigitsInput.tsx';
import type { FormFieldProps } from './fieldView.ts';
import { PickerInput } from './PickerInput.tsx';
import { SelectInput } from './SelectInput.tsx';
import { TextInput } from './TextInput.tsx';

/** One dialog input of the kind its definition names. */
export function FormField({ view, form }: FormFieldProps) {
  const Input = view.field.input;
  if (Input) return <Input view={view} form={form} />;
  switch (view.field.kind) {
    case 'switch':
      return (
        <Controller
          name={view.field.name}
          control={form.control}
          render={({ field: control }) => (
            <ActiveSwitch label={view.label} checked={control.value === true} onChange={control.onChange} />
          )}
        />
      );
    case 'select':
      return <SelectInput view={view} form={form} />;
    case 'picker':
      return <PickerInput view={view} form={form} />;
    case 'digits':
      return <DigitsInput view={view} form={form} />;
    default:
      return <TextInput view={view} form={form} />;
  }
}
