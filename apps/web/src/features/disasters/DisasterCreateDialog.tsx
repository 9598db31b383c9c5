import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { disasterFormInput } from '@pano/contract';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import type { EntitySchema } from '../../crud/types.ts';
import { FormField } from '../../crud/fields/FormField.tsx';
import type { FormFieldView } from '../../crud/fields/fieldView.ts';
import { useContractForm } from '../../crud/useEntityForm.ts';
import { groupSearch, userSearch } from '../people/sources.ts';
import type { DisasterValues } from './useCreateDisaster.ts';

type Kind = 'userIds' | 'groupIds';

export interface DisasterCreateDialogProps {
  saving: boolean;
  onClose(): void;
  onSubmit(values: DisasterValues): void;
}

/**
 * The create dialog (spec 000 §5): title and body required; recipients are users or groups, never both —
 * choosing the kind shows its picker and empties the other.
 */
export function DisasterCreateDialog({ saving, onClose, onSubmit }: DisasterCreateDialogProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('userIds');
  const form = useContractForm(disasterFormInput as unknown as EntitySchema, {
    title: '',
    body: '',
    userIds: [],
    groupIds: [],
  });
  const views: FormFieldView[] = [
    { field: { name: 'title', kind: 'text' }, label: t('contract:fields.title') },
    { field: { name: 'body', kind: 'multiline' }, label: t('contract:fields.body') },
  ];
  const picker: FormFieldView = {
    field: {
      name: kind,
      kind: 'picker',
      multiple: true,
      search: kind === 'userIds' ? userSearch : groupSearch,
    },
    label: t(`contract:fields.${kind}`),
  };
  const choose = (next: Kind) => {
    form.setValue(kind, [], { shouldValidate: true });
    setKind(next);
  };
  return (
    <EntityDialog
      title={t('crud.createTitle', { entity: t('entities.disaster.one') })}
      saving={saving}
      valid={form.formState.isValid}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((values) => onSubmit(values as unknown as DisasterValues))()}
    >
      {views.map((view) => (
        <FormField key={view.field.name} view={view} form={form} />
      ))}
      <Stack>
        <FormLabel id="disaster-recipients">{t('disasters.recipients')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="disaster-recipients"
          value={kind}
          onChange={(event) => choose(event.target.value as Kind)}
        >
          <FormControlLabel value="userIds" control={<Radio />} label={t('contract:fields.userIds')} />
          <FormControlLabel value="groupIds" control={<Radio />} label={t('contract:fields.groupIds')} />
        </RadioGroup>
      </Stack>
      <FormField key={kind} view={picker} form={form} />
    </EntityDialog>
  );
}
