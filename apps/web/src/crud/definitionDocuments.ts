import { actionInputs } from './actionInputs.ts';
import { entityDocuments, listDocument, mutationDocument } from './documents.ts';
import { membershipDocuments } from './membershipDocuments.ts';
import type { OptionChoices, OptionSource } from './optionTypes.ts';
import { optionsDocument } from './options.ts';
import type { EntityDefinition } from './types.ts';

const sourceOf = (choices?: OptionChoices): OptionSource | undefined =>
  choices && 'source' in choices ? choices.source : undefined;

/**
 * Every document a definition can send, named for test messages: its own, its choices' and pickers' lists,
 * its memberships' links, its row actions' forms and lists.
 */
export function definitionDocuments(definition: EntityDefinition): [string, string][] {
  const named: [string, string][] = Object.entries(entityDocuments(definition));
  for (const field of definition.dialogFields ?? []) {
    const source = sourceOf(field.options) ?? field.search;
    if (source) named.push([`field.${field.name}`, optionsDocument(source)]);
  }
  for (const filter of definition.listFilters ?? []) {
    const source = sourceOf(filter.options);
    if (source) named.push([`filter.${filter.name}`, optionsDocument(source)]);
  }
  for (const membership of definition.memberships ?? []) {
    for (const [kind, document] of Object.entries(membershipDocuments(membership)))
      named.push([`membership.${membership.field}.${kind}`, document]);
  }
  for (const action of definition.rowActions ?? []) {
    if ('form' in action)
      named.push([`action.${action.key}`, mutationDocument(action.form.mutation, actionInputs(action.form))]);
    if ('list' in action) named.push([`action.${action.key}`, listDocument(action.list.definition)]);
  }
  return named;
}
