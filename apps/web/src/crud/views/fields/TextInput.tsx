import TextField from '@mui/material/TextField';
import type { FieldInputProps, FieldKind } from '../../core/fieldTypes.ts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, lengthHint } from './fieldError.ts';

/** '41,5' and '41.5' both read as 41.5; an empty box is no value (so the rule says 'required'). */
export function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** An empty optional box is null, so the rule's default applies (birth date, total day off). */
const orNull = (read: (value: unknown) => unknown) => (value: unknown) => read(value) ?? null;

const READ: Partial<Record<FieldKind, (value: unknown) => unknown>> = {
  coordinate: toNumber,
  number: orNull(toNumber),
  date: (value) => (value === '' ? null : value),
};

const INPUT_TYPE: Partial<Record<FieldKind, string>> = { number: 'number', date: 'date' };

/** A text, multi-line, number, date or coordinate box with the rule's message under it. */
export function TextInput({ view, form, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const { field, label } = view;
  const message = fieldError(form, field.name);
  const typed: unknown = useWatch({ control: form.control, name: field.name });
  const hint = lengthHint(typeof typed === 'string' ? typed.length : 0, view.maxLength);
  const read = READ[field.kind];
  const { ref, ...registration } = form.register(field.name, read ? { setValueAs: read } : {});
  return (
    <TextField
      {...registration}
      inputRef={ref}
      label={label}
      type={INPUT_TYPE[field.kind] ?? 'text'}
      required={!field.optional}
      error={Boolean(message)}
      helperText={message ?? (hint ? t('crud.length', hint) : field.hintKey ? t(field.hintKey) : undefined)}
      autoComplete="off"
      disabled={disabled}
      multiline={field.kind === 'multiline'}
      minRows={field.kind === 'multiline' ? 3 : undefined}
      slotProps={{
        htmlInput:
          field.kind === 'coordinate'
            ? { inputMode: 'decimal' }
            : field.inputMode
              ? { inputMode: field.inputMode }
              : {},
        inputLabel: field.kind === 'date' ? { shrink: true } : {},
      }}
    />
  );
}
