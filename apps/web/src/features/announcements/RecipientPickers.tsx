import { useState } from 'react';
import { PickerField } from '../../components/PickerField.tsx';
import type { OptionItem, OptionSource } from '../../crud/optionTypes.ts';
import { usePickerSearch } from '../../crud/usePickerSearch.ts';
import { useTranslation } from 'react-i18next';
import { groupSearch, userSearch } from '../people/sources.ts';

function Picker(props: {
  label: string;
  source: OptionSource;
  value: OptionItem[];
  onChange(value: OptionItem[]): void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const search = usePickerSearch(props.source, open);
  return (
    <PickerField
      label={props.label}
      multiple
      value={props.value}
      options={search.options}
      loading={search.loading}
      onChange={props.onChange}
      onSearch={search.onSearch}
      onOpenChange={setOpen}
      disabled={props.disabled}
    />
  );
}

/** Users or groups, not both (spec 000 §4): choosing one disables the other. */
export function RecipientPickers(props: {
  users: OptionItem[];
  groups: OptionItem[];
  onUsers(value: OptionItem[]): void;
  onGroups(value: OptionItem[]): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Picker
        label={t('contract:fields.userIds')}
        source={userSearch}
        value={props.users}
        onChange={props.onUsers}
        disabled={props.disabled || props.groups.length > 0}
      />
      <Picker
        label={t('contract:fields.groupIds')}
        source={groupSearch}
        value={props.groups}
        onChange={props.onGroups}
        disabled={props.disabled || props.users.length > 0}
      />
    </>
  );
}
