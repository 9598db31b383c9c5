import { Controller } from 'react-hook-form';
import FormHelperText from '@mui/material/FormHelperText';
import { ActiveSwitch } from '../../../components/ActiveSwitch.tsx';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import { DigitsInput } from './DigitsInput.tsx';
import { PickerInput } from './PickerInput.tsx';
import { RecipientsInput } from './RecipientsInput.tsx';
import { SelectInput } from './SelectInput.tsx';
import { TextInput } from './TextInput.tsx';

/** One dialog input of the kind its definition names (or the field's own component). */
export function FormField(props: FieldInputProps) {
  const { view, form } = props;
  const Input = view.field.input;
  if (Input) return <Input {...props} />;
  switch (view.field.kind) {
    case 'switch':
      return (
        <Controller
          name={view.field.name}
          control={form.control}
          render={({ field: control, fieldState }) => (
            <div>
              <ActiveSwitch label={view.label} checked={control.value === true} onChange={control.onChange} />
              {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </div>
          )}
        />
      );
    case 'select':
      return <SelectInput {...props} />;
    case 'picker':
      return <PickerInput {...props} />;
    case 'recipients':
      return <RecipientsInput {...props} />;
    case 'digits':
      return <DigitsInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
}
