import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../components/EntityDialog.tsx';
import type { DialogFieldView } from '../components/DialogField.tsx';
import type { DialogValues } from './contractResolver.ts';
import type { EntityDefinition } from './types.ts';
import { useEntityForm } from './useEntityForm.ts';
import type { DialogState } from './useEntityListPage.ts';

export interface EntityFormDialogProps {
  definition: EntityDefinition;
  state: DialogState;
  saving: boolean;
  onClose(): void;
  onSubmit(values: DialogValues): void;
}

/** The definition's dialog fields; editing an entity with an active flag adds the 'Aktif' toggle. */
export function dialogFieldViews(
  definition: EntityDefinition,
  state: DialogState,
  t: (key: string) => string,
) {
  const fields: DialogFieldView[] = (definition.dialogFields ?? []).map((field) => ({
    name: field.name,
    kind: field.kind,
    label: t(field.labelKey ?? `contract:fields.${field.name}`),
  }));
  if (state.mode === 'update' && definition.hasActive) {
    fields.push({ name: 'isActive', kind: 'switch', label: t('contract:fields.isActive') });
  }
  return fields;
}

/** Mounted once per opening, so every create starts empty and every edit from its row. */
export function EntityFormDialog({ definition, state, saving, onClose, onSubmit }: EntityFormDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm(definition, state.mode, state.row);
  const entity = t(`entities.${definition.key}.one`);
  return (
    <EntityDialog
      title={t(state.mode === 'create' ? 'crud.createTitle' : 'crud.editTitle', { entity })}
      fields={dialogFieldViews(definition, state, t)}
      form={form}
      saving={saving}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
