import {
  isFieldsForm,
  type EntityDefinition,
  type FieldsForm,
  type FormActionDefinition,
  type MembershipDefinition,
} from './definition.ts';
import {
  deleteDocument,
  fieldInputs,
  listDocumentOf,
  mutationDocument,
  singleDocumentOf,
  type InputField,
  type ListDocument,
  type MutationDocument,
  type SingleDocument,
} from './documents.ts';
import { rowNames, type EntitySchema, type MutationMode } from './fieldTypes.ts';
import { membershipDocuments, rowLinkPaths, type MembershipDocuments } from './memberships.ts';

export interface EntityDocuments {
  list: ListDocument;
  /** One row by id (the resource's single read) with what names it. */
  single?: SingleDocument;
  /** The parent's name for a nested list's heading. */
  parent?: SingleDocument;
  create?: MutationDocument;
  update?: MutationDocument;
  remove?: MutationDocument;
}

export interface CompiledMembership {
  membership: MembershipDefinition;
  documents: MembershipDocuments;
}

/** What every hook and view needs of a definition, worked out once. */
export interface CompiledDefinition {
  /** The generic dialog, when the definition has one. */
  form: FieldsForm | undefined;
  documents: EntityDocuments;
  /** The declared input of a create or update: fields sent in that mode, hidden inputs, id and isActive. */
  inputs: Readonly<Record<MutationMode, readonly InputField[]>>;
  /** The contract schemas of the generic dialog (the resource's create and update inputs). */
  schemas: Readonly<Partial<Record<MutationMode, EntitySchema>>>;
  /** What a list row selects: columns, extra paths, dialog values, isActive, links kept on the row. */
  rowPaths: readonly string[];
  /** Paths naming the parent of a nested list. */
  parentLabel: readonly string[];
  memberships: readonly CompiledMembership[];
  /** The page offers create (the generic dialog or the area's own), edit and delete. */
  creates: boolean;
  edits: boolean;
  removes: boolean;
}

function inputsOf(definition: EntityDefinition, form: FieldsForm, mode: MutationMode): InputField[] {
  const fields = form.fields
    .filter((field) => (field.sentOn ?? ['create', 'update']).includes(mode))
    .flatMap(fieldInputs);
  const all = [...fields, ...(form.hiddenInputs ?? [])];
  if (mode === 'create') return all;
  const active = definition.hasActive ? [{ name: 'isActive', type: 'Boolean!' }] : [];
  // the version the row was read at: a save over someone else's later one is refused (Conflict)
  const version = { name: 'rowVersion', type: 'String' };
  return [
    { name: 'id', type: 'Int!' },
    ...all.filter((field) => field.name !== 'isActive'),
    ...active,
    version,
  ];
}

function rowPathsOf(definition: EntityDefinition, form: FieldsForm | undefined): string[] {
  const memberships = new Set((form?.memberships ?? []).map((membership) => membership.field));
  const paths = [
    'id',
    ...definition.list.columns.map((column) => column.path),
    ...(definition.list.select ?? []),
    // the edit dialog's values; a create-only entity's rows are never edited (a quiz question: its
    // `questionName` is written, not read)
    ...(definition.api.update ? (form?.fields ?? []) : [])
      .filter((field) => !field.fromRow)
      .flatMap(rowNames)
      .filter((name) => !memberships.has(name)),
    ...(definition.hasActive ? ['isActive'] : []),
    ...(form && definition.api.update ? ['rowVersion'] : []),
    ...(form?.memberships ?? []).flatMap(rowLinkPaths),
  ];
  return [...new Set(paths)];
}

function build(definition: EntityDefinition): CompiledDefinition {
  const { api, list } = definition;
  const form = isFieldsForm(definition.form) ? definition.form : undefined;
  const own = isFieldsForm(definition.form) ? undefined : definition.form;
  const inputs = {
    create: form ? inputsOf(definition, form, 'create') : [],
    update: form ? inputsOf(definition, form, 'update') : [],
  };
  const rowPaths = rowPathsOf(definition, form);
  const parentLabel = list.parent?.label ?? ['name'];
  const parentApi = list.parent?.api;
  const create = form && api.create ? api.create : undefined;
  const update = form && api.update ? api.update : undefined;
  return {
    form,
    documents: {
      list: listDocumentOf(api, rowPaths),
      ...(api.single ? { single: singleDocumentOf(api, ['id', ...(list.rowLabel ?? ['name'])]) } : {}),
      ...(parentApi?.single ? { parent: singleDocumentOf(parentApi, ['id', ...parentLabel]) } : {}),
      ...(create ? { create: mutationDocument(create.name, inputs.create) } : {}),
      ...(update ? { update: mutationDocument(update.name, inputs.update) } : {}),
      ...(api.remove ? { remove: deleteDocument(api.remove) } : {}),
    },
    inputs,
    schemas: {
      ...(create ? { create: create.input } : {}),
      ...(update ? { update: update.input } : {}),
    },
    rowPaths,
    parentLabel,
    memberships: (form?.memberships ?? []).map((membership) => ({
      membership,
      documents: membershipDocuments(membership),
    })),
    creates: Boolean(create || own),
    edits: Boolean(update || own?.edits),
    removes: Boolean(api.remove),
  };
}

const compiled = new WeakMap<EntityDefinition, CompiledDefinition>();

/** A definition's documents, inputs, schemas and row paths, built once and shared by every hook. */
export function compile(definition: EntityDefinition): CompiledDefinition {
  let result = compiled.get(definition);
  if (!result) {
    result = build(definition);
    compiled.set(definition, result);
  }
  return result;
}

/** The declared input of a row action's form: its fields and hidden inputs. */
export function actionInputs(action: FormActionDefinition): InputField[] {
  return [...action.fields.flatMap(fieldInputs), ...(action.hiddenInputs ?? [])];
}
