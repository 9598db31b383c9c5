import { ENVELOPE_SELECTION } from '../graphql/envelope.ts';
import { membershipPaths } from './memberships.ts';
import type { OptionSource } from './optionTypes.ts';
import type { DialogFieldDefinition, DialogFieldKind, EntityDefinition, MutationMode } from './types.ts';

export type { MutationMode } from './types.ts';

/**
 * The one place GraphQL documents are built from entity definitions. Lists pass the pager as the spec's
 * named argument (`users(userPagerModel: $pagerModel)`); mutations spell `inputModel` out of scalar
 * variables, so the client does not depend on the names of the server's input types.
 * `documents.test.ts` validates every document built here against packages/contract/schema.graphql.
 */
const SCALAR: Record<DialogFieldKind, string> = {
  text: 'String',
  multiline: 'String',
  digits: 'String',
  date: 'String',
  number: 'Float',
  coordinate: 'Float',
  switch: 'Boolean',
  select: 'Int',
  picker: 'Int',
};

export interface InputField {
  name: string;
  type: string;
}

/** What a list query needs: its name, its pager argument and the pager's type. */
export type ListSource = Pick<OptionSource, 'listQuery' | 'pagerArg' | 'pagerType' | 'typeName'>;

interface SelectionNode {
  [field: string]: SelectionNode;
}

/** ['id', 'country.name'] → 'id country { name }' */
export function selectionOf(paths: readonly string[]): string {
  const root: SelectionNode = {};
  for (const path of paths) {
    let node = root;
    for (const part of path.split('.')) node = node[part] ??= {};
  }
  const print = (node: SelectionNode): string =>
    Object.entries(node)
      .map(([field, child]) => (Object.keys(child).length ? `${field} { ${print(child)} }` : field))
      .join(' ');
  return print(root);
}

const membershipFields = (definition: EntityDefinition) =>
  new Set((definition.memberships ?? []).map((membership) => membership.field));

export function rowPaths(definition: EntityDefinition): string[] {
  const memberships = membershipFields(definition);
  const paths = [
    'id',
    ...definition.columns.map((column) => column.path),
    ...(definition.select ?? []),
    ...(definition.dialogFields ?? []).filter((f) => !memberships.has(f.name)).map((f) => f.name),
    ...(definition.hasActive ? ['isActive'] : []),
    ...membershipPaths(definition),
  ];
  return [...new Set(paths)];
}

/** `query users($pagerModel: UserPagerModel!) { users(userPagerModel: $pagerModel) { … } }` */
export function listDocumentOf(source: ListSource, paths: readonly string[]): string {
  const { listQuery, pagerArg = 'pagerModel', pagerType = `${source.typeName}PagerModel` } = source;
  return `query ${listQuery}($pagerModel: ${pagerType}!) { ${listQuery}(${pagerArg}: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount data { ${selectionOf(paths)} } } }`;
}

export function listDocument(definition: EntityDefinition): string {
  return listDocumentOf(definition, rowPaths(definition));
}

/** A single entity by id, by default with its name (the city whose towns are listed). */
export function singleDocument(query: string, paths: readonly string[] = ['id', 'name']): string {
  return `query ${query}($id: Int!) { ${query}(id: $id) { ${ENVELOPE_SELECTION} data { ${selectionOf(paths)} } } }`;
}

export function fieldType(field: DialogFieldDefinition): string {
  const scalar = field.kind === 'number' && field.integer ? 'Int' : SCALAR[field.kind];
  const type = field.kind === 'picker' && field.multiple ? `[${scalar}!]` : scalar;
  return field.optional ? type : `${type}!`;
}

/** The declared input of a create or update: the fields sent in that mode, hidden inputs, id and isActive. */
export function inputFields(definition: EntityDefinition, mode: MutationMode): InputField[] {
  const fields = (definition.dialogFields ?? [])
    .filter((field) => (field.sentOn ?? ['create', 'update']).includes(mode))
    .map((field) => ({ name: field.name, type: fieldType(field) }));
  const all = [...fields, ...(definition.hiddenInputs ?? [])];
  if (mode === 'create') return all;
  const active = definition.hasActive ? [{ name: 'isActive', type: 'Boolean!' }] : [];
  return [{ name: 'id', type: 'Int!' }, ...all.filter((field) => field.name !== 'isActive'), ...active];
}

export function mutationDocument(
  name: string,
  fields: readonly InputField[],
  argument = 'inputModel',
): string {
  const variables = fields.map((field) => `$${field.name}: ${field.type}`).join(', ');
  const input = fields.map((field) => `${field.name}: $${field.name}`).join(', ');
  return `mutation ${name}(${variables}) { ${name}(${argument}: { ${input} }) { ${ENVELOPE_SELECTION} data { id } } }`;
}

export function deleteDocument(name: string): string {
  return `mutation ${name}($id: Int!) { ${name}(id: $id) { ${ENVELOPE_SELECTION} data { id } } }`;
}

/** The variables of a mutation: exactly the fields its document declares (missing ones as null). */
export function variablesOf(fields: readonly InputField[], values: Record<string, unknown>) {
  return Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? null]));
}

export function mutationVariables(
  definition: EntityDefinition,
  mode: MutationMode,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return variablesOf(inputFields(definition, mode), values);
}

export interface EntityDocuments {
  list: string;
  single?: string;
  parent?: string;
  create?: string;
  update?: string;
  remove?: string;
}

export function entityDocuments(definition: EntityDefinition): EntityDocuments {
  const { singleQuery, parent, create, update, remove } = definition;
  return {
    list: listDocument(definition),
    ...(singleQuery ? { single: singleDocument(singleQuery) } : {}),
    ...(parent ? { parent: singleDocument(parent.query, ['id', ...(parent.label ?? ['name'])]) } : {}),
    ...(create ? { create: mutationDocument(create, inputFields(definition, 'create')) } : {}),
    ...(update ? { update: mutationDocument(update, inputFields(definition, 'update')) } : {}),
    ...(remove ? { remove: deleteDocument(remove) } : {}),
  };
}
