import {
  execute,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { DomainError, refuse, type ResultMessage } from '../kernel/envelope.ts';
import type { RequestContext } from '../request/context.ts';
import { Loaders } from '../request/loaders.ts';

type Row = Record<string, unknown>;

/** A list query as the export reads it: its pager argument and the type of its rows. */
export interface ListQuery {
  list: string;
  pager: GraphQLArgument;
  row: GraphQLNamedType;
}

/** The pager argument of a list query: the one whose input takes a page number and size. */
export function listQueryOf(schema: GraphQLSchema, list: string): ListQuery | undefined {
  const field = schema.getQueryType()?.getFields()[list];
  const data = field && getNamedType(field.type);
  const rows = data && isObjectType(data) ? data.getFields().data : undefined;
  const pager = field?.args.find((arg) => {
    const type = getNamedType(arg.type);
    return isInputObjectType(type) && 'pageNumber' in type.getFields() && 'pageSize' in type.getFields();
  });
  if (!field || !rows || !pager) return undefined;
  return { list, pager, row: getNamedType(rows.type) };
}

/** Whether a dotted path reaches a value (a scalar, an enum, or a list of one) of the list's rows. */
export function isValuePath(query: ListQuery, path: string): boolean {
  let type: GraphQLNamedType = query.row;
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    if (!isObjectType(type)) return false;
    const field = type.getFields()[part];
    if (!field || field.args.some((arg) => isNonNullType(arg.type))) return false;
    type = getNamedType(field.type);
    if (index === parts.length - 1) return isLeafType(type);
  }
  return false;
}

/** ['id', 'role.name'] → 'id role { name }' (the paths are names, checked by the contract). */
function selectionOf(paths: readonly string[]): string {
  type Node = { [field: string]: Node };
  const root: Node = {};
  for (const path of paths) {
    let node = root;
    for (const part of path.split('.')) node = node[part] ??= {};
  }
  const print = (node: Node): string =>
    Object.entries(node)
      .map(([field, child]) => (Object.keys(child).length ? `${field} { ${print(child)} }` : field))
      .join(' ');
  return print(root);
}

/** The list's query selecting the columns' paths, validated against the schema the caller uses. */
export function listDocument(
  schema: GraphQLSchema,
  query: ListQuery,
  paths: readonly string[],
): DocumentNode {
  const document = parse(
    `query ExportList($pager: ${query.pager.type.toString()}) { list: ${query.list}(${query.pager.name}: $pager) ` +
      `{ isSuccess message messages { code message } data { ${selectionOf(paths)} } } }`,
  );
  if (validate(schema, document).length)
    throw refuse('ExportListColumn', 'Validation', { path: paths.join(', ') });
  return document;
}

interface ListAnswer {
  isSuccess: boolean;
  messages: ResultMessage[];
  data: Row[] | null;
}

/**
 * Every row the list answers for this pager, page after page (`pageSize` rows each, at most `max` in all),
 * each page the list query itself run through the schema with the caller's own context: its permission,
 * personal-field guards, search, filters and sort apply as on the screen. Each page gets loaders of its own,
 * so a long export holds one page. A refusal of the list (Forbidden, a pager it does not take) is the
 * export's.
 */
export async function* listPages(
  ctx: RequestContext,
  schema: GraphQLSchema,
  document: DocumentNode,
  pager: Row,
  { pageSize, max }: { pageSize: number; max: number },
): AsyncGenerator<Row[]> {
  for (let pageNumber = 1, read = 0; read < max; pageNumber += 1) {
    const result = await execute({
      schema,
      document,
      contextValue: { ...ctx, loaders: new Loaders(ctx.session?.db) },
      variableValues: { pager: { ...pager, pageNumber, pageSize } },
    });
    const answer = result.data?.list as ListAnswer | null | undefined;
    if (result.errors?.length || !answer) throw refuse('ExportListPager', 'Validation');
    if (!answer.isSuccess) {
      const [first] = answer.messages;
      throw new DomainError((first?.code ?? 'Unexpected') as DomainError['code'], {}, answer.messages);
    }
    const rows = answer.data ?? [];
    yield rows.slice(0, max - read);
    read += rows.length;
    if (rows.length < pageSize) return;
  }
}
