import { getTableColumns } from 'drizzle-orm';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { EntityDefinition } from './entity-definition.ts';

/**
 * Calls `visit` with each field selected in `set`, through inline fragments and named ones. A field under
 * `@skip` or `@include` counts as selected: reading a column too many costs little, one too few is wrong.
 */
function eachField(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  visit: (field: FieldNode) => void,
): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') visit(selection);
    else if (selection.kind === 'InlineFragment') eachField(selection.selectionSet, info, visit);
    else eachField(info.fragments[selection.name.value]?.selectionSet, info, visit);
  }
}

/** The columns an entity's field needs, or undefined when it cannot say (every column, then). */
function columnsOfField(def: EntityDefinition, field: string): readonly string[] | undefined {
  if (field === '__typename' || field === 'rowVersion') return [];
  // an extra field named like a column replaces it (a notification's body in the reader's language)
  const extra = def.extraFields?.[field];
  if (extra) return !extra.resolve && extra.batch ? [] : extra.reads;
  if (field in getTableColumns(def.table) && !def.hidden?.includes(field)) return [field];
  const relation = def.relations?.find((r) => r.field === field || r.aliases?.includes(field));
  if (relation) return [relation.foreignKey];
  if (def.collections?.some((c) => c.field === field)) return [];
  return undefined;
}

/**
 * The columns of `def` a list request's rows need (the envelope's `data` and what its fields read, `id`
 * always), sorted; undefined when a field does not say what it reads — the page reads every column then.
 * A page selects only these (docs/performance.md, "Columns a page reads").
 */
export function requestedColumns(def: EntityDefinition, info: GraphQLResolveInfo): string[] | undefined {
  const fields = new Set<string>();
  for (const node of info.fieldNodes)
    eachField(node.selectionSet, info, (envelopeField) => {
      if (envelopeField.name.value === 'data')
        eachField(envelopeField.selectionSet, info, (field) => fields.add(field.name.value));
    });
  const columns = new Set(['id']);
  for (const field of fields) {
    const needed = columnsOfField(def, field);
    if (!needed) return undefined;
    for (const column of needed) columns.add(column);
  }
  return [...columns].sort();
}
