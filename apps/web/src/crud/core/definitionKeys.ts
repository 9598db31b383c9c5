import type { EntityDefinition } from './definition.ts';
import type { FieldDefinition } from './fieldTypes.ts';
import type { OptionChoices } from './optionTypes.ts';

const fieldLabel = (field: FieldDefinition) =>
  field.kind === 'recipients'
    ? [field.labelKey ?? 'crud.recipients', 'contract:fields.userIds', 'contract:fields.groupIds']
    : [field.labelKey ?? `contract:fields.${field.name}`];
const choiceKeys = (choices?: OptionChoices) =>
  choices && 'values' in choices ? choices.values.flatMap((option) => option.labelKey ?? []) : [];
const fieldKeys = (fields: readonly FieldDefinition[]) =>
  fields.flatMap((field) => [...fieldLabel(field), ...choiceKeys(field.options)]);

/** Every dictionary key a definition names (entities, headers, labels, actions, filters), for the i18n test. */
export function definitionKeys(definition: EntityDefinition): string[] {
  const { list, form, rows } = definition;
  const actions = (rows?.actions ?? []).flatMap((action) => [
    action.labelKey,
    ...('form' in action
      ? [action.form.titleKey, action.form.successKey, ...fieldKeys(action.form.fields)]
      : []),
    ...('list' in action ? [action.list.titleKey, ...definitionKeys(action.list.definition)] : []),
  ]);
  return [
    `entities.${definition.key}.one`,
    `entities.${definition.key}.many`,
    ...(rows?.links ?? []).map((link) => link.labelKey),
    ...(rows?.history ? ['crud.historyOf'] : []),
    ...list.columns.map((column) => column.labelKey ?? `contract:fields.${column.path}`),
    ...(form && 'fields' in form ? fieldKeys(form.fields) : []),
    ...(list.filters ?? []).flatMap((filter) => [
      filter.labelKey ?? `contract:fields.${filter.name}`,
      filter.allLabelKey,
      ...choiceKeys(filter.options),
    ]),
    ...actions,
  ];
}
