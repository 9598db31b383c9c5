import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { EntityForm } from '../crud/useEntityForm.ts';
import type { DialogFieldKind } from '../crud/types.ts';
import { ActiveSwitch } from './ActiveSwitch.tsx';

export interface DialogFieldView {
  name: string;
  kind: DialogFieldKind;
  label: string;
}

/** '41,5' and '41.5' both read as 41.5; an empty box is no value (so the rule says 'required'). */
export function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** One dialog input: a text or coordinate box with its message under it, or a switch. */
export function DialogField({ field, form }: { field: DialogFieldView; form: EntityForm }) {
  const error = form.formState.errors[field.name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  if (field.kind === 'switch') {
    return (
      <Controller
        name={field.name}
        control={form.control}
        render={({ field: control }) => (
          <ActiveSwitch label={field.label} checked={control.value === true} onChange={control.onChange} />
        )}
      />
    );
  }
  const coordinate = field.kind === 'coordinate';
  const { ref, ...registration } = form.register(field.name, coordinate ? { setValueAs: toNumber } : {});
  return (
    <TextField
      {...registration}
      inputRef={ref}
      label={field.label}
      required
      error={Boolean(message)}
      helperText={message}
      autoComplete="off"
      slotProps={{ htmlInput: coordinate ? { inputMode: 'decimal' } : {} }}
    />
  );
}
