import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField.tsx';
import type { ListFilterDefinition } from '../core/optionTypes.ts';
import { useOptions } from '../hooks/useOptions.ts';

export interface ListFilterSelectProps {
  filter: ListFilterDefinition;
  value: number | null;
  onChange(value: number | null): void;
}

/** A list filter above the table: 'Tümü' first (no value sent), then the choices. */
export function ListFilterSelect({ filter, value, onChange }: ListFilterSelectProps) {
  const { t } = useTranslation();
  const { options } = useOptions(filter.options);
  return (
    <SelectField
      label={t(filter.labelKey ?? `contract:fields.${filter.name}`)}
      value={value}
      options={options}
      onChange={onChange}
      emptyLabel={t(filter.allLabelKey)}
      size="small"
      minWidth={180}
    />
  );
}
