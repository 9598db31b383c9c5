import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { PickerField } from '../../components/PickerField.tsx';
import type { OptionItem } from '../optionTypes.ts';
import { usePickerSearch } from '../usePickerSearch.ts';
import { fieldError, type FormFieldProps } from './fieldView.ts';

const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((id) => typeof id === 'number')
    : typeof value === 'number'
      ? [value]
      : [];

/**
 * A picker searching on the server as the user types. The form holds ids (one, or a list); the chosen
 * options' labels are kept here, starting from the edited row's.
 */
export function PickerInput({ view, form }: FormFieldProps) {
  const { field, label } = view;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<OptionItem[]>(view.initialOptions ?? []);
  const search = usePickerSearch(field.search, open);
  const multiple = field.multiple === true;
  return (
    <Controller
      name={field.name}
      control={form.control}
      render={({ field: control }) => (
        <PickerField
          label={label}
          multiple={multiple}
          value={idsOf(control.value).map(
            (id) => chosen.find((option) => option.id === id) ?? { id, label: `#${id}` },
          )}
          options={search.options}
          loading={search.loading}
          onChange={(items) => {
            setChosen((known) => [...known.filter((k) => !items.some((i) => i.id === k.id)), ...items]);
            control.onChange(multiple ? items.map((item) => item.id) : (items[0]?.id ?? null));
          }}
          onSearch={search.onSearch}
          onOpenChange={setOpen}
          onBlur={control.onBlur}
          required={!field.optional}
          error={fieldError(form, field.name)}
        />
      )}
    />
  );
}
