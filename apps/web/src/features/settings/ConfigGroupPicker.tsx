import { useMemo, useState, type ReactNode } from 'react';
import { PickerField } from '../../components/PickerField.tsx';
import { groupSearch } from '../../crud/core/recipients.ts';
import type { OptionItem } from '../../crud/core/optionTypes.ts';
import { usePickerSearch } from '../../crud/hooks/usePickerSearch.ts';
import type { ConfigSetting } from './useConfig.ts';

export interface ConfigGroupPickerProps {
  setting: ConfigSetting;
  label: string;
  helperText: ReactNode;
  busy: boolean;
  onSave(value: string): void;
}

/**
 * A setting whose value is one of the tenant's groups (the applicant research group, spec 000 §2): the group
 * picker, searched on the server as typed (15 at a time), saving the chosen group's id at once. Emptying the
 * box only starts a new search; 'reset to default' beside it goes back to no group. While a save runs a
 * choice is ignored, not disabled: MUI blurs a focused box it disables, in the middle of a render.
 */
export function ConfigGroupPicker({ setting, label, helperText, busy, onSave }: ConfigGroupPickerProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<OptionItem | null>(null);
  const search = usePickerSearch(groupSearch, open);
  const current = setting.value ?? setting.defaultValue;
  const id = current && /^\d+$/.test(current) ? Number(current) : null;
  const known = setting.options.find((option) => option.value === current)?.label;
  const chosenLabel = known ?? (picked?.id === id ? picked.label : `#${String(id)}`);
  // one object while the choice stands: a new one would make the box show its label again as one types
  const value = useMemo(() => (id === null ? [] : [{ id, label: chosenLabel }]), [id, chosenLabel]);
  return (
    <PickerField
      label={label}
      multiple={false}
      value={value}
      options={search.options}
      loading={search.loading}
      onChange={(items) => {
        const [item] = items;
        if (busy || !item || item.id === id) return;
        setPicked(item);
        onSave(String(item.id));
      }}
      onSearch={search.onSearch}
      onOpenChange={setOpen}
      helperText={helperText}
    />
  );
}
