import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { PickerField } from '../../../components/PickerField.tsx';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import type { OptionItem } from '../../core/optionTypes.ts';
import { idsOf } from '../../core/saveEntity.ts';
import { usePickerSearch } from '../../hooks/usePickerSearch.ts';
import { fieldError } from './fieldError.ts';

const valueIds = (value: unknown): number[] => (typeof value === 'number' ? [value] : idsOf(value));

/**
 * A picker searching on the server as the user types. The form holds ids (one, or a list); the chosen
 * options' labels are kept here, starting from the edited row's.
 */
export function PickerInput({ view, form, disabled, error }: FieldInputProps) {
  const { field, label } = view;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly OptionItem[]>(view.initialOptions?.[field.name] ?? []);
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
          value={valueIds(control.value).map(
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
          inputRef={control.ref}
          required={!field.optional}
          error={error ?? fieldError(form, field.name)}
          {...(disabled ? { disabled } : {})}
        />
      )}
    />
  );
}
