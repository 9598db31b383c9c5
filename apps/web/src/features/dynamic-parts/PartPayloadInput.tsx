import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DYNAMIC_PART_MAX_PAGE_SIZE,
  announcementResource,
  categoryResource,
  describeIssue,
  partPayloadIssues,
  type Language,
} from '@pano/contract';
import { PickerField } from '../../components/PickerField.tsx';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import type { OptionItem, OptionSource } from '../../crud/core/optionTypes.ts';
import { useOptions } from '../../crud/hooks/useOptions.ts';
import { usePickerSearch } from '../../crud/hooks/usePickerSearch.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';
import { readPayload, writePayload, type PayloadForm, type PayloadWindow } from './partPayload.ts';

/** The active announcement categories, by name (a tenant has a handful). */
const categoryChoices: OptionSource = {
  api: categoryResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
};
/** Announcements to pin: searched by title, newest first; the newest 100 name the ones already pinned. */
const announcementSearch: OptionSource = {
  api: announcementResource,
  label: ['title'],
  pager: { pageNumber: 1, pageSize: 15, sortDescending: true },
};
const recentAnnouncements: OptionSource = {
  ...announcementSearch,
  pager: { pageNumber: 1, pageSize: 100, sortDescending: true },
};

const WINDOWS: readonly PayloadWindow[] = ['any', 'dates', 'lastDays'];

/** The chosen ids as options, named from what is known. */
const asOptions = (values: readonly number[], known: readonly OptionItem[]) =>
  values.map((id) => known.find((option) => option.id === id) ?? { id, label: `#${id}` });

/** The announcements picker: searched as typed, the chosen ones' titles kept. */
function PinnedPicker(props: { value: number[]; error?: string; onChange(ids: number[]): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const recent = useOptions({ source: recentAnnouncements });
  const search = usePickerSearch(announcementSearch, open);
  const [chosen, setChosen] = useState<readonly OptionItem[]>([]);
  return (
    <PickerField
      label={t('contract:fields.pinnedAnnouncementIds')}
      multiple
      value={asOptions(props.value, [...chosen, ...recent.options])}
      options={search.options}
      loading={search.loading}
      onSearch={search.onSearch}
      onOpenChange={setOpen}
      helperText={t('dynamicParts.pinnedHint')}
      {...(props.error ? { error: props.error } : {})}
      onChange={(items) => {
        setChosen((known) => [...known.filter((k) => !items.some((i) => i.id === k.id)), ...items]);
        props.onChange(items.map((item) => item.id));
      }}
    />
  );
}

/** The categories, all of them listed (at least one; none in the tenant: create one first). */
function CategoryPicker(props: { value: number[]; error?: string; onChange(ids: number[]): void }) {
  const { t } = useTranslation();
  const { options, loading } = useOptions({ source: categoryChoices });
  if (!loading && !options.length)
    return (
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('contract:validation.categoryFirst')}
      </Alert>
    );
  return (
    <PickerField
      label={t('contract:fields.categoryIds')}
      multiple
      required
      value={asOptions(props.value, options)}
      options={options}
      loading={loading}
      onSearch={() => undefined}
      onOpenChange={() => undefined}
      helperText={t('dynamicParts.categoriesHint')}
      {...(props.error ? { error: props.error } : {})}
      onChange={(items) => props.onChange(items.map((item) => item.id))}
    />
  );
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The settings of the part's source (docs/navigation.md, Dynamic parts): for announcements by category the
 * categories, how many (0–10), newest or oldest first, any time / fixed dates / the last N days, and the
 * announcements pinned first. The form keeps the payload's JSON; each setting shows the contract's message.
 */
export function PartPayloadInput({ view, form, disabled }: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const source = useWatch({ control: form.control, name: 'targetComponent' }) as unknown;
  const submitted = form.formState.isSubmitted;
  const message = fieldError(form, view.field.name);
  // the window chosen is kept here: fixed dates not typed yet, or N not given, still show their boxes
  const [shownWindow, setWindow] = useState<PayloadWindow>(
    () => readPayload(String(form.getValues(view.field.name) ?? '')).window,
  );
  if (source !== 'AnnouncementsByCategory')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('dynamicParts.chooseSource')}
      </Typography>
    );
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control }) => {
        const text = typeof control.value === 'string' ? control.value : '';
        const payload = { ...readPayload(text), window: shownWindow };
        const change = (next: Partial<PayloadForm>) => {
          if (next.window) setWindow(next.window);
          control.onChange(writePayload({ ...payload, ...next }));
          control.onBlur();
        };
        const said = new Map<string, string>();
        for (const issue of partPayloadIssues({ targetComponent: source, targetPayload: text })) {
          const { field, message: words } = describeIssue(i18n.language as Language, issue);
          // an empty category choice is said once the dialog is sent, not while it is being filled
          if (field === 'categoryIds' && !payload.categoryIds.length && !submitted) continue;
          if (!said.has(field)) said.set(field, words);
        }
        const at = (field: string) => (said.get(field) ? { error: true, helperText: said.get(field) } : {});
        return (
          <Stack
            component="fieldset"
            spacing={1}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, my: 1 }}
            disabled={disabled}
          >
            <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
              {view.label}
            </Typography>
            {message && !said.size && <Alert severity="error">{message}</Alert>}
            <CategoryPicker
              value={payload.categoryIds}
              onChange={(categoryIds) => change({ categoryIds })}
              {...(said.get('categoryIds') ? { error: said.get('categoryIds') } : {})}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                fullWidth
                type="number"
                label={t('contract:fields.pageSize')}
                value={payload.pageSize ?? ''}
                slotProps={{ htmlInput: { min: 0, max: DYNAMIC_PART_MAX_PAGE_SIZE } }}
                helperText={t('dynamicParts.pageSizeHint')}
                {...at('pageSize')}
                onChange={(event) => change({ pageSize: numberOrNull(event.target.value) })}
              />
              <TextField
                select
                fullWidth
                label={t('contract:fields.sortDescending')}
                value={payload.sortDescending}
                onChange={(event) => change({ sortDescending: event.target.value === '0' ? '0' : '1' })}
              >
                <MenuItem value="1">{t('dynamicParts.newestFirst')}</MenuItem>
                <MenuItem value="0">{t('dynamicParts.oldestFirst')}</MenuItem>
              </TextField>
            </Stack>
            <RadioGroup
              row
              aria-label={t('dynamicParts.window')}
              value={payload.window}
              onChange={(event) => change({ window: event.target.value as PayloadWindow })}
            >
              {WINDOWS.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio size="small" />}
                  label={t(`dynamicParts.windows.${choice}`)}
                />
              ))}
            </RadioGroup>
            {payload.window === 'dates' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  fullWidth
                  type="date"
                  label={t('dynamicParts.fromDay')}
                  value={payload.startDate}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...at('startDate')}
                  onChange={(event) => change({ startDate: event.target.value })}
                />
                <TextField
                  fullWidth
                  type="date"
                  label={t('dynamicParts.untilDay')}
                  value={payload.endDate}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...at('endDate')}
                  onChange={(event) => change({ endDate: event.target.value })}
                />
              </Stack>
            )}
            {payload.window === 'lastDays' && (
              <TextField
                type="number"
                label={t('contract:fields.lastDays')}
                value={payload.lastDays ?? ''}
                slotProps={{ htmlInput: { min: 1 } }}
                {...(said.get('lastDays') ? at('lastDays') : { helperText: t('dynamicParts.lastDaysHint') })}
                onChange={(event) => change({ lastDays: numberOrNull(event.target.value) })}
              />
            )}
            <PinnedPicker
              value={payload.pinnedAnnouncementIds}
              onChange={(pinnedAnnouncementIds) => change({ pinnedAnnouncementIds })}
              {...(said.get('pinnedAnnouncementIds') ? { error: said.get('pinnedAnnouncementIds') } : {})}
            />
          </Stack>
        );
      }}
    />
  );
}
