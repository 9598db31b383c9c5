import {
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { personalTypes } from '../../src/graphql/personal-fields.ts';
import type { TestServer } from '../harness.ts';
import { sampleValue, type Service } from './schema-walk.ts';

/** Under the service's token limit (GRAPHQL_LIMITS.maxTokens, 2000), with room for the operation's head. */
const MAX_TOKENS = 1800;
const MAX_DEPTH = 5;

/** Every field of a type and of the objects below it, no type twice on one path, `depth` objects deep. */
export function selectAll(type: GraphQLObjectType, depth: number, path: readonly string[] = []): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const named = getNamedType(field.type);
    if (!isObjectType(named)) {
      parts.push(field.name);
      continue;
    }
    if (depth <= 0 || path.includes(named.name)) continue;
    const inner = selectAll(named, depth - 1, [...path, named.name]);
    if (inner) parts.push(`${field.name} ${inner}`);
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}

/**
 * The query selecting everything a root field reaches, as deep as the service's token limit lets it
 * (`depth` objects at most: the walk asks again less deep when the answer would cost too much).
 */
function documentOf(root: GraphQLField<unknown, unknown>, depth: number): string {
  const type = getNamedType(root.type) as GraphQLObjectType;
  const defs = root.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = root.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  for (let d = depth; ; d--) {
    const doc = `query Walk${defs ? `(${defs})` : ''} { result: ${root.name}${args ? `(${args})` : ''} ${selectAll(type, d, [type.name])} }`;
    if (d <= 1 || doc.split(/[\s(),:{}]+/).length <= MAX_TOKENS) return doc;
  }
}

type Answer = { body: { data?: { result?: unknown }; errors?: { message: string }[] } };

/** The answer to the deepest selection the service accepts (nested pages multiply a request's cost). */
async function deepestAnswer(
  server: TestServer,
  root: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
  token: string,
  service: Service,
): Promise<Answer> {
  for (let depth = MAX_DEPTH; ; depth--) {
    const answer = await server.graphql<{ result?: unknown }>(documentOf(root, depth), variables, {
      token,
      service,
    });
    const tooExpensive = answer.body.errors?.some((e) => /TooExpensive|çok büyük/.test(JSON.stringify(e)));
    if (!tooExpensive || depth <= 2) return answer;
  }
}

/** What a walk found: the personal fields of other people that came back, and where. */
export interface Found {
  /** `Type.field` → the root fields that answered it with a value. */
  fields: Map<string, Set<string>>;
  /** Known personal values (identity numbers, phones, device ids) of other people seen in an answer. */
  values: Map<string, Set<string>>;
  /** The object types an answer held, with the root fields that reached them. */
  reached: Map<string, Set<string>>;
  /** Root fields whose answer carried GraphQL errors, with them (not about personal data). */
  errors: Map<string, Set<string>>;
}

/** An empty record for a walk (several walks may add to one). */
export const noneFound = (): Found => ({
  fields: new Map(),
  values: new Map(),
  errors: new Map(),
  reached: new Map(),
});

const note = (map: Map<string, Set<string>>, key: string, where: string) =>
  map.set(key, (map.get(key) ?? new Set()).add(where));

/** Records the declared personal fields with a value in an answer, except the caller's own. */
function personalIn(value: unknown, type: GraphQLOutputType, caller: number, where: string, found: Found) {
  const named = getNamedType(type);
  if (value === null || value === undefined || !isObjectType(named)) return;
  if (Array.isArray(value)) {
    for (const item of value) personalIn(item, type, caller, where, found);
    return;
  }
  const row = value as Record<string, unknown>;
  note(found.reached, named.name, where);
  const personal = personalTypes().get(named.name);
  const own = personal?.owner !== undefined && row[personal.owner] === caller;
  for (const field of own ? [] : (personal?.fields ?? []))
    if (row[field] !== null && row[field] !== undefined) note(found.fields, `${named.name}.${field}`, where);
  const fields = named.getFields();
  for (const [key, inner] of Object.entries(row)) {
    const field = fields[key];
    if (field) personalIn(inner, field.type, caller, where, found);
  }
}

/** The ids of every object an answer holds, by type (single reads take one of them). */
function idsIn(value: unknown, type: GraphQLOutputType, ids: Map<string, number>) {
  const named = getNamedType(type);
  if (value === null || value === undefined || !isObjectType(named)) return;
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, type, ids);
    return;
  }
  const row = value as Record<string, unknown>;
  if (typeof row.id === 'number' && !ids.has(named.name)) ids.set(named.name, row.id);
  const fields = named.getFields();
  for (const [key, inner] of Object.entries(row)) if (fields[key]) idsIn(inner, fields[key].type, ids);
}

/** A required argument: an existing id of the type the root field answers, else a sample value. */
function argumentOf(root: GraphQLField<unknown, unknown>, name: string, ids: Map<string, number>) {
  const arg = root.args.find((a) => a.name === name);
  if (!arg || !isNonNullType(arg.type)) return undefined;
  if (name === 'id') {
    const data = (getNamedType(root.type) as GraphQLObjectType).getFields().data;
    return (data && ids.get(getNamedType(data.type).name)) ?? 1;
  }
  return sampleValue(arg.type, 'valid');
}

/**
 * Calls every root query of a service with everything it reaches selected (the root fields without a
 * required argument first: their ids feed the single reads) and lists the personal data of other people
 * that came back: declared personal fields with a value, and the known `values` anywhere in an answer
 * (added to `found`).
 */
export async function walkPersonalData(
  server: TestServer,
  schema: GraphQLSchema,
  service: Service,
  caller: { token: string; userId: number },
  values: ReadonlySet<string>,
  found: Found = noneFound(),
): Promise<Found> {
  const ids = new Map<string, number>();
  const roots = Object.values(schema.getQueryType()?.getFields() ?? {}).sort(
    (a, b) =>
      Number(a.args.some((x) => isNonNullType(x.type))) - Number(b.args.some((x) => isNonNullType(x.type))),
  );
  for (const root of roots) {
    const variables = Object.fromEntries(root.args.map((a) => [a.name, argumentOf(root, a.name, ids)]));
    const answer = await deepestAnswer(server, root, variables, caller.token, service);
    // a field that fails nulls its part of the answer: the rest is still read, the failure listed
    for (const error of answer.body.errors ?? []) note(found.errors, root.name, error.message);
    const result = answer.body.data?.result;
    personalIn(result, root.type, caller.userId, root.name, found);
    idsIn(result, root.type, ids);
    for (const seen of JSON.stringify(result).match(/\d{8}-\d{4}-\d{4}|\d+/g) ?? [])
      if (values.has(seen)) note(found.values, seen, root.name);
  }
  return found;
}
