import type { OptionChoices } from './optionTypes.ts';
import type { DialogFieldDefinition, EntityDefinition } from './types.ts';

const fieldLabel = (field: DialogFieldDefinition) => field.labelKey ?? `contract:fields.${field.name}`;
const choiceKeys = (choices?: OptionChoices) =>
  choices && 'values' in choices ? choices.values.flatMap((option) => option.labelKey ?? []) : [];
const fieldKeys = (fields: readonly DialogFieldDefinition[]) =>
  fields.flatMap((field) => [fieldLabel(field), ...choiceKeys(field.options)]);

/** Every dictionary key a definition names (entities, headers, labels, actions, filters), for the i18n test. */
export function definitionKeys(definition: EntityDefinition): string[] {
  const actions = (definition.rowActions ?? []).flatMap((action) => [
    action.labelKey,
    ...('form' in action
      ? [action.form.titleKey, action.form.successKey, ...fieldKeys(action.form.fields)]
      : []),
    ...('list' in action ? [action.list.titleKey, ...definitionKeys(action.list.definition)] : []),
  ]);
  return [
    `entities.${definition.key}.one`,
    `entities.${definition.key}.many`,
    ...(definition.rowLinks ?? []).map((link) => link.labelKey),
    ...definition.columns.map((column) => column.labelKey ?? `contract:fields.${column.path}`),
    ...fieldKeys(definition.dialogFields ?? []),
    ...(definition.listFilters ?? []).flatMap((filter) => [
      filter.labelKey ?? `contract:fields.${filter.name}`,
      filter.allLabelKey,
      ...choiceKeys(filter.options),
    ]),
    ...actions,
  ];
}
