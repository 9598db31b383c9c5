import { pagerArgOf, pagerTypeOf, singleArgOf, type Resource } from '@pano/contract';
import { ENVELOPE_SELECTION, type Envelope } from '../../graphql/envelope.ts';
import { typedDocument, type TypedDocument } from '../../graphql/typedDocument.ts';
import type { FieldDefinition, FieldKind } from './fieldTypes.ts';
import type { Row } from './row.ts';

/**
 * GraphQL documents built at run time from definitions (the generic ones cannot be static). Names come from
 * the contract's resources: lists pass the pager as the spec's named argument
 * (`users(userPagerModel: $pagerModel)`), single reads take the resource's argument (`disclaimerId`), and
 * mutations spell `inputModel` out of scalar variables, so the client does not depend on the names of the
 * server's input types. The app's registry test validates every one against packages/contract/schema.graphql.
 */
const SCALAR: Record<Exclude<FieldKind, 'recipients'>, string> = {
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

/** A list's envelope: a page of rows and the total. */
export type ListEnvelope<T> = Envelope<T[]> & { totalItemCount: number };

/** A list document built from a definition: rows of whatever it selected, by `pagerModel`. */
export type ListDocument = TypedDocument<
  Record<string, ListEnvelope<Row>>,
  { pagerModel: Readonly<Record<string, unknown>> }
>;

/** A single read built from a resource: one record by its id argument. */
export type SingleDocument = TypedDocument<
  Record<string, Envelope<Record<string, unknown>>>,
  Readonly<Record<string, number>>
>;

/** A generic create, update, delete or link mutation: answers the row's id. */
export type MutationDocument = TypedDocument<
  Record<string, Envelope<{ id: number }>>,
  Readonly<Record<string, unknown>>
>;

export interface InputField {
  name: string;
  type: string;
}

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

/** `query users($pagerModel: UserPagerModel!) { users(userPagerModel: $pagerModel) { … } }` */
export function listDocumentOf(api: Resource, paths: readonly string[]): ListDocument {
  const list = api.list ?? '';
  return typedDocument(
    `query ${list}($pagerModel: ${pagerTypeOf(api)}!) { ${list}(${pagerArgOf(api)}: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount data { ${selectionOf(paths)} } } }`,
  );
}

/** One row by its id: `query disclaimer($disclaimerId: Int!) { disclaimer(disclaimerId: $disclaimerId) … }`. */
export function singleDocumentOf(api: Resource, paths: readonly string[] = ['id', 'name']): SingleDocument {
  const single = api.single ?? '';
  const arg = singleArgOf(api);
  return typedDocument(
    `query ${single}($${arg}: Int!) { ${single}(${arg}: $${arg}) { ${ENVELOPE_SELECTION} data { ${selectionOf(paths)} } } }`,
  );
}

/** The variables of a single read: the id under the resource's argument name. */
export const singleVariables = (api: Resource, id: number): Record<string, number> => ({
  [singleArgOf(api)]: id,
});

/** The GraphQL types of a field's variables (a recipients field has two). */
export function fieldInputs(field: FieldDefinition): InputField[] {
  if (field.kind === 'recipients')
    return ['userIds', 'groupIds'].map((name) => ({ name, type: field.optional ? '[Int!]' : '[Int!]!' }));
  const scalar = field.kind === 'number' && field.integer ? 'Int' : SCALAR[field.kind];
  const type = field.kind === 'picker' && field.multiple ? `[${scalar}!]` : scalar;
  return [{ name: field.name, type: field.optional ? type : `${type}!` }];
}

export function mutationDocument(
  name: string,
  fields: readonly InputField[],
  argument = 'inputModel',
): MutationDocument {
  const variables = fields.map((field) => `$${field.name}: ${field.type}`).join(', ');
  const input = fields.map((field) => `${field.name}: $${field.name}`).join(', ');
  return typedDocument(
    `mutation ${name}(${variables}) { ${name}(${argument}: { ${input} }) { ${ENVELOPE_SELECTION} data { id } } }`,
  );
}

export function deleteDocument(name: string): MutationDocument {
  return typedDocument(
    `mutation ${name}($id: Int!) { ${name}(id: $id) { ${ENVELOPE_SELECTION} data { id } } }`,
  );
}

/** The variables of a mutation: exactly the fields its document declares (missing ones as null). */
export function variablesOf(fields: readonly InputField[], values: Record<string, unknown>) {
  return Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? null]));
}
