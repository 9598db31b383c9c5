import { ENVELOPE_SELECTION } from '../graphql/envelope.ts';
import type { DialogFieldKind, EntityDefinition } from './types.ts';

/**
 * The one place GraphQL documents are built from entity definitions. Lists pass `pagerModel` as the
 * documented `<Type>PagerModel`; mutations spell `inputModel` out of scalar variables, so the client does
 * not depend on the names of the server's input types. `documents.test.ts` validates every document this
 * file builds against packages/contract/schema.graphql.
 */
const SCALAR: Record<DialogFieldKind, string> = { text: 'String!', coordinate: 'Float!', switch: 'Boolean!' };

export interface InputField {
  name: string;
  type: string;
}

export type MutationMode = 'create' | 'update';

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

export function rowPaths(definition: EntityDefinition): string[] {
  const paths = [
    'id',
    ...definition.columns.map((column) => column.path),
    ...(definition.dialogFields ?? []).map((field) => field.name),
    ...(definition.hasActive ? ['isActive'] : []),
  ];
  return [...new Set(paths)];
}

export function listDocument(definition: EntityDefinition): string {
  const { listQuery, typeName } = definition;
  return `query ${listQuery}($pagerModel: ${typeName}PagerModel!) { ${listQuery}(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount data { ${selectionOf(rowPaths(definition))} } } }`;
}

/** A single entity by id with its name, e.g. the city whose towns are listed. */
export function singleDocument(query: string): string {
  return `query ${query}($id: Int!) { ${query}(id: $id) { ${ENVELOPE_SELECTION} data { id name } } }`;
}

export function inputFields(definition: EntityDefinition, mode: MutationMode): InputField[] {
  const fields = (definition.dialogFields ?? []).map((field) => ({
    name: field.name,
    type: SCALAR[field.kind],
  }));
  if (mode === 'create') return fields;
  const active = definition.hasActive ? [{ name: 'isActive', type: 'Boolean!' }] : [];
  return [{ name: 'id', type: 'Int!' }, ...fields.filter((field) => field.name !== 'isActive'), ...active];
}

export function mutationDocument(name: string, fields: readonly InputField[]): string {
  const variables = fields.map((field) => `$${field.name}: ${field.type}`).join(', ');
  const input = fields.map((field) => `${field.name}: $${field.name}`).join(', ');
  return `mutation ${name}(${variables}) { ${name}(inputModel: { ${input} }) { ${ENVELOPE_SELECTION} data { id } } }`;
}

export function deleteDocument(name: string): string {
  return `mutation ${name}($id: Int!) { ${name}(id: $id) { ${ENVELOPE_SELECTION} data { id } } }`;
}

/** The variables of a create or update: exactly the fields its document declares. */
export function mutationVariables(
  definition: EntityDefinition,
  mode: MutationMode,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(inputFields(definition, mode).map((field) => [field.name, values[field.name]]));
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
    ...(parent ? { parent: singleDocument(parent.query) } : {}),
    ...(create ? { create: mutationDocument(create, inputFields(definition, 'create')) } : {}),
    ...(update ? { update: mutationDocument(update, inputFields(definition, 'update')) } : {}),
    ...(remove ? { remove: deleteDocument(remove) } : {}),
  };
}
