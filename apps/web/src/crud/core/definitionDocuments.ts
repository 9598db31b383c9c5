import { actionInputs, compile } from './compile.ts';
import type { EntityDefinition } from './definition.ts';
import { mutationDocument } from './documents.ts';
import type { OptionChoices, OptionSource } from './optionTypes.ts';
import { optionsDocument } from './options.ts';
import { groupSearch, userSearch } from './recipients.ts';

const sourceOf = (choices?: OptionChoices): OptionSource | undefined =>
  choices && 'source' in choices ? choices.source : undefined;

/**
 * Every document a definition can send, named for test messages: its own, its choices' and pickers' lists,
 * its memberships' links, its row actions' forms and lists.
 */
export function definitionDocuments(definition: EntityDefinition): [string, string][] {
  const { documents, form, memberships } = compile(definition);
  const named: [string, string][] = Object.entries(documents);
  for (const field of form?.fields ?? []) {
    const source = sourceOf(field.options) ?? field.search;
    if (source) named.push([`field.${field.name}`, optionsDocument(source)]);
    if (field.kind === 'recipients')
      named.push(
        ['field.userIds', optionsDocument(userSearch)],
        ['field.groupIds', optionsDocument(groupSearch)],
      );
  }
  for (const filter of definition.list.filters ?? []) {
    const source = sourceOf(filter.options);
    if (source) named.push([`filter.${filter.name}`, optionsDocument(source)]);
  }
  for (const { membership, documents: links } of memberships) {
    for (const [kind, document] of Object.entries(links))
      named.push([`membership.${membership.field}.${kind}`, document]);
  }
  for (const action of definition.rows?.actions ?? []) {
    if ('form' in action)
      named.push([`action.${action.key}`, mutationDocument(action.form.mutation, actionInputs(action.form))]);
    if ('list' in action)
      for (const [kind, document] of definitionDocuments(action.list.definition))
        named.push([`action.${action.key}.${kind}`, document]);
  }
  return named;
}
