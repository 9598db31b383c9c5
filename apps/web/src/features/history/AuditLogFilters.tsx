import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PickerField } from '../../components/PickerField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import type { OptionItem } from '../../crud/core/optionTypes.ts';
import { userSearch } from '../../crud/core/recipients.ts';
import { usePickerSearch } from '../../crud/hooks/usePickerSearch.ts';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_AREAS,
  AUDIT_ENTITIES,
  type AuditFilterName,
  type AuditFilterValues,
} from './auditFilters.ts';
import { entityKey } from './auditWords.ts';
import { DayFilter } from './DayFilter.tsx';

export interface AuditLogFiltersProps {
  values: AuditFilterValues;
  /** Sets filters at once (a new record type clears the record's id). */
  onChange(changes: Partial<Record<AuditFilterName, string | number | null>>): void;
  onClear(): void;
}

/** A select over names (areas, record types, actions): the options are numbered, the value is the name. */
function NameSelect({
  label,
  names,
  value,
  text,
  onChange,
}: {
  label: string;
  names: readonly string[];
  value: string | undefined;
  text(name: string): string;
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation();
  // a name from a link that the list does not offer is still shown, so the filter can be seen and cleared
  const all = value && !names.includes(value) ? [...names, value] : names;
  const options = all.map((name, index) => ({ id: index + 1, label: text(name) }));
  const chosen = value ? all.indexOf(value) + 1 : null;
  return (
    <SelectField
      label={label}
      value={chosen}
      options={options}
      emptyLabel={t('common.all')}
      size="small"
      minWidth={160}
      onChange={(id) => onChange(id === null ? null : (all[id - 1] ?? null))}
    />
  );
}

/** The user filter: a searched picker; a user named only by the URL shows their number. */
function UserFilter({ value, onChange }: { value: number | undefined; onChange(id: number | null): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<OptionItem | null>(null);
  const search = usePickerSearch(userSearch, open);
  const shown =
    value === undefined
      ? []
      : [chosen?.id === value ? chosen : { id: value, label: t('history.userNumber', { id: value }) }];
  return (
    <PickerField
      label={t('contract:fields.userName')}
      multiple={false}
      value={shown}
      options={search.options}
      loading={search.loading}
      onChange={(items) => {
        setChosen(items[0] ?? null);
        onChange(items[0]?.id ?? null);
      }}
      onSearch={search.onSearch}
      onOpenChange={setOpen}
    />
  );
}

/** The history screen's filters: user, area, record type (and record), action and a day range. */
export function AuditLogFilters({ values, onChange, onClear }: AuditLogFiltersProps) {
  const { t } = useTranslation();
  const text = (name: AuditFilterName) => (values[name] === undefined ? undefined : String(values[name]));
  const day = (name: 'dateFrom' | 'dateTo') => (
    <DayFilter
      label={t(`history.${name}`)}
      value={text(name)}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <UserFilter
        value={typeof values.userId === 'number' ? values.userId : undefined}
        onChange={(id) => onChange({ userId: id })}
      />
      <NameSelect
        label={t('contract:fields.area')}
        names={AUDIT_AREAS}
        value={text('area')}
        text={(name) => t(`history.areas.${name}`, { defaultValue: name })}
        onChange={(value) => onChange({ area: value })}
      />
      <NameSelect
        label={t('contract:fields.entity')}
        names={AUDIT_ENTITIES}
        value={text('entity')}
        text={(name) => t(`entities.${entityKey(name)}.one`, { defaultValue: name })}
        onChange={(value) => onChange({ entity: value, entityId: null })}
      />
      {values.entityId !== undefined && (
        <TextField
          size="small"
          label={t('contract:fields.entityId')}
          value={String(values.entityId)}
          onChange={(event) => {
            const id = Number(event.target.value);
            onChange({ entityId: Number.isInteger(id) && id > 0 ? id : null });
          }}
          sx={{ width: 110 }}
        />
      )}
      <NameSelect
        label={t('contract:fields.action')}
        names={AUDIT_ACTION_NAMES}
        value={text('action')}
        text={(name) => t(`history.actions.${name}`, { defaultValue: name })}
        onChange={(value) => onChange({ action: value })}
      />
      {/* the two days side by side, kept together when the row wraps */}
      <Stack role="group" aria-label={t('history.dayRange')} direction="row" spacing={2}>
        {day('dateFrom')}
        {day('dateTo')}
      </Stack>
      <Button onClick={onClear}>{t('history.clearFilters')}</Button>
    </Stack>
  );
}
