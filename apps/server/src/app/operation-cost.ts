import {
  getNamedType,
  getNullableType,
  getArgumentValues,
  getVariableValues,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from '@pano/contract';

/** Rows assumed for a list without a pager (a work's send histories, the portal's own lists). */
export const UNPAGED_LIST_ROWS = 25;

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** The variables as the executor will see them: coerced, with the operation's defaults applied. */
  variables: Record<string, unknown>;
}

/**
 * What an operation may cost (docs/api.md, Limits): the objects it can make the server load. A field of an
 * object type costs 1 plus its selection; a list costs its rows times that — the pager's `pageSize` for a
 * paged list (the first list below the field that takes the pager), UNPAGED_LIST_ROWS for any other list;
 * a field that declares its `maxRows` counts that many at most, and that many when it is not paged.
 * Scalars are free. So 15 aliases of a 5000-row page with nested relations cost 15 × 5000 × 3, not 15.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName)
    )
      operation ??= definition;
  }
  if (!operation) return 0;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'query'
        ? schema.getQueryType()
        : null;
  if (!root) return 0;
  // priced at the values the executor will use: a variable's declared default counts like one sent
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return 0; // the executor refuses such variables before anything runs
  const walk = { schema, fragments, variables: coerced.coerced };
  return selectionCost(walk, operation.selectionSet, root, null, new Set());
}

function selectionCost(
  walk: Walk,
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  pageRows: number | null,
  visiting: Set<string>,
): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) total += fieldCost(walk, selection, parent, pageRows, visiting);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type))
        total += selectionCost(walk, selection.selectionSet, type, pageRows, visiting);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !type || !isCompositeType(type) || visiting.has(name)) continue;
      visiting.add(name);
      total += selectionCost(walk, fragment.selectionSet, type, pageRows, visiting);
      visiting.delete(name);
    }
  }
  return total;
}

function fieldCost(
  walk: Walk,
  node: FieldNode,
  parent: GraphQLCompositeType,
  pageRows: number | null,
  visiting: Set<string>,
): number {
  const definition = fieldOf(parent, node.name.value);
  if (!definition || !node.selectionSet) return 0;
  const named = getNamedType(definition.type);
  if (!isCompositeType(named)) return 0;
  const most = maxRowsOf(definition);
  const asked = pageSizeOf(walk, definition, node);
  const paged = asked === null ? null : Math.min(asked, most);
  const isList = isListType(getNullableType(definition.type));
  // A pager's page size applies to the first list at or below the field that takes it.
  const bound = Number.isFinite(most) ? most : null;
  const rows = isList ? Math.min(paged ?? pageRows ?? bound ?? UNPAGED_LIST_ROWS, most) : 1;
  const below = isList ? null : (paged ?? pageRows ?? bound);
  return rows * (1 + selectionCost(walk, node.selectionSet, named, below, visiting));
}

/**
 * The most rows a field's list can have, when the code bounds it (`extensions: { maxRows }`: the
 * configuration groups are a catalogue of five, a setting lists at most 500 choices): a larger page size
 * costs no more than that.
 */
function maxRowsOf(definition: GraphQLField<unknown, unknown>): number {
  const declared = (definition.extensions as { maxRows?: unknown } | undefined)?.maxRows;
  return typeof declared === 'number' && declared > 0 ? declared : Infinity;
}

function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isAbstractType(parent)) return undefined;
  return isObjectType(parent) || 'getFields' in parent ? parent.getFields()[name] : undefined;
}

/**
 * The page size a field's pager argument asks for, read from the arguments as the executor coerces them
 * (literals, variables, a variable's default, input defaults, nested objects alike); null without a pager.
 */
function pageSizeOf(walk: Walk, definition: GraphQLField<unknown, unknown>, node: FieldNode): number | null {
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(definition, node, walk.variables);
  } catch {
    return null; // refused by the executor anyway
  }
  for (const value of Object.values(values)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    if (!('pageSize' in value) && !('pageNumber' in value)) continue;
    const size = (value as Record<string, unknown>).pageSize;
    return typeof size === 'number' && size > 0 ? size : DEFAULT_PAGE_SIZE;
  }
  return null;
}
