import { lazy, Suspense, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import { audienceIds, type AudienceFields } from '../core/audience.ts';
import { compile } from '../core/compile.ts';
import { isFieldsForm, type EntityDefinition } from '../core/definition.ts';
import type { EntityForm, FieldView, FormValues } from '../core/fieldTypes.ts';
import { initialValues } from '../core/initialValues.ts';
import { maxLengthOf } from '../core/schemaLimits.ts';
import type { MembershipLink } from '../core/membershipDiff.ts';
import type { SaveOutcome, SaveRequest } from '../core/saveEntity.ts';
import { showFieldFailures } from '../hooks/serverRefusals.ts';
import { useEntityForm } from '../hooks/useEntityForm.ts';
import type { DialogState } from '../hooks/useEntityListPage.ts';
import { useMembershipLinks } from '../hooks/useMembershipLinks.ts';
import { FormField } from './fields/FormField.tsx';

export interface EntityFormDialogProps {
  definition: EntityDefinition;
  state: DialogState;
  saving: boolean;
  /** Values every opening starts with (the route's parent id). */
  fixed?: FormValues;
  onClose(): void;
  /** Saves; a failed outcome's messages about the dialog's fields are shown at them. */
  onSubmit(request: SaveRequest): Promise<SaveOutcome | undefined> | void;
}

// loaded with the first dialog that shows an audience (menus, links, slider items, dynamic parts)
const AudienceSummary = lazy(() => import('./AudienceSummary.tsx'));

/** The audience the dialog's chosen roles, users and groups reach, updated as they change. */
function FormAudience({ fields, form }: { fields: AudienceFields; form: EntityForm }) {
  const values = useWatch({ control: form.control });
  return (
    <Suspense fallback={null}>
      <AudienceSummary {...audienceIds(fields, values)} />
    </Suspense>
  );
}

type Links = Readonly<Record<string, readonly MembershipLink[]>>;

/** The definition's dialog fields; editing an entity with an active flag adds the 'Aktif' toggle. */
export function dialogFieldViews(
  definition: EntityDefinition,
  state: DialogState,
  t: (key: string) => string,
  links: Links = {},
): FieldView[] {
  const linked = Object.fromEntries(
    Object.entries(links).map(([name, list]) => [
      name,
      list.map((link) => ({ id: link.memberId, label: link.label })),
    ]),
  );
  const { form, schemas } = compile(definition);
  const views: FieldView[] = (form?.fields ?? []).map((field) => {
    const fromRow = state.row && field.initialOption?.(state.row);
    const maxLength = maxLengthOf(schemas[state.mode], field.name);
    return {
      field,
      label: t(field.labelKey ?? `contract:fields.${field.name}`),
      initialOptions: fromRow ? { ...linked, [field.name]: [fromRow] } : linked,
      ...(maxLength ? { maxLength } : {}),
    };
  });
  if (state.mode === 'update' && definition.hasActive) {
    views.push({ field: { name: 'isActive', kind: 'switch' }, label: t('contract:fields.isActive') });
  }
  return views;
}

function FormBody({
  definition,
  state,
  saving,
  fixed,
  links,
  onClose,
  onSubmit,
}: EntityFormDialogProps & { links: Links }) {
  const { t } = useTranslation();
  const start = { links, ...(fixed ? { fixed } : {}) };
  const form = useEntityForm(definition, state.mode, state.row, start);
  const entity = t(`entities.${definition.key}.one`);
  const views = dialogFieldViews(definition, state, t, links);
  const fields = compile(definition).form?.fields ?? [];
  const note = isFieldsForm(definition.form) ? definition.form.noteKey : undefined;
  const audience = isFieldsForm(definition.form) ? definition.form.audience : undefined;
  const wide = views.some((view) => view.field.kind === 'picker' || view.field.kind === 'recipients');
  return (
    <EntityDialog
      title={t(
        state.mode === 'create' ? (definition.list.createKey ?? 'crud.createTitle') : 'crud.editTitle',
        {
          entity,
        },
      )}
      saving={saving}
      dirty={form.formState.isDirty}
      maxWidth={(isFieldsForm(definition.form) ? definition.form.width : undefined) ?? (wide ? 'sm' : 'xs')}
      onClose={onClose}
      onSubmit={() =>
        form.handleSubmit(async (values) => {
          const outcome = await onSubmit({
            mode: state.mode,
            values,
            initial: initialValues(definition, fields, state.mode, state.row, start),
            links,
            fields: views.map((view) => view.field.name),
          });
          if (outcome?.status === 'failed') showFieldFailures(form, outcome.failures.placed);
        })()
      }
    >
      {views.map((view) => (
        <FormField key={view.field.name} view={view} form={form} />
      ))}
      {note && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t(note)}
        </Alert>
      )}
      {audience && <FormAudience fields={audience} form={form} />}
    </EntityDialog>
  );
}

/**
 * Mounted once per opening, so every create starts empty and every edit from its row; an edit with
 * memberships kept in a list waits for the current links first.
 */
export function EntityFormDialog(props: EntityFormDialogProps) {
  const { t } = useTranslation();
  const { definition, state, onClose } = props;
  const memberships = useMembershipLinks(definition, state.mode, state.row);
  useEffect(() => {
    if (memberships.failure) onClose();
  }, [memberships.failure, onClose]);
  if (!memberships.ready) {
    const entity = t(`entities.${definition.key}.one`);
    return (
      <EntityDialog
        title={t('crud.editTitle', { entity })}
        saving={false}
        loading
        onClose={onClose}
        onSubmit={onClose}
      >
        {null}
      </EntityDialog>
    );
  }
  return <FormBody {...props} links={memberships.links} />;
}
