import { useId, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps, FieldView } from '../../core/fieldTypes.ts';
import { groupSearch, userSearch, type ByKind } from '../../core/recipients.ts';
import { idsOf } from '../../core/saveEntity.ts';
import { PickerInput } from './PickerInput.tsx';
import { fieldError } from './fieldError.ts';

type Kind = keyof ByKind<unknown>;

const SOURCES = { userIds: userSearch, groupIds: groupSearch };

/**
 * The one recipients field (spec 000 §4): a users picker and a groups picker over the form's `userIds` and
 * `groupIds`. `disable`: choosing in one disables the other; `choose`: a radio shows one of them and
 * switching empties the other; otherwise both are free.
 */
export function RecipientsInput({ view, form, disabled = false }: FieldInputProps) {
  const { t } = useTranslation();
  const { field } = view;
  const exclusive = field.recipients?.exclusive;
  const [userIds, groupIds] = useWatch({ control: form.control, name: ['userIds', 'groupIds'] });
  const chosen: ByKind<number> = { userIds: idsOf(userIds).length, groupIds: idsOf(groupIds).length };
  const [kind, setKind] = useState<Kind>(chosen.groupIds > 0 ? 'groupIds' : 'userIds');
  const labelId = useId();
  const picker = (name: Kind, off: boolean, error?: string) => {
    const pickerView: FieldView = {
      field: { name, kind: 'picker', multiple: true, search: SOURCES[name], optional: field.optional },
      label: t(`contract:fields.${name}`),
      ...(view.initialOptions ? { initialOptions: view.initialOptions } : {}),
    };
    return (
      <PickerInput
        key={name}
        view={pickerView}
        form={form}
        disabled={disabled || off}
        {...(error ? { error } : {})}
      />
    );
  };
  if (exclusive !== 'choose') {
    const other = (name: Kind) => (name === 'userIds' ? chosen.groupIds : chosen.userIds) > 0;
    return (
      <>
        {picker('userIds', exclusive === 'disable' && other('userIds'))}
        {picker('groupIds', exclusive === 'disable' && other('groupIds'))}
      </>
    );
  }
  const choose = (next: Kind) => {
    form.setValue(kind, [], { shouldValidate: true });
    setKind(next);
  };
  return (
    <>
      <Stack>
        <FormLabel id={labelId}>{t(field.labelKey ?? 'crud.recipients')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={kind}
          onChange={(event) => choose(event.target.value as Kind)}
        >
          <FormControlLabel value="userIds" control={<Radio />} label={t('contract:fields.userIds')} />
          <FormControlLabel value="groupIds" control={<Radio />} label={t('contract:fields.groupIds')} />
        </RadioGroup>
      </Stack>
      {picker(kind, false, fieldError(form, 'userIds') ?? fieldError(form, 'groupIds'))}
    </>
  );
}
