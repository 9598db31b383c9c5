import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from '../../src/app/schemas.ts';

export type Service = 'main' | 'shared' | 'portal';

export interface Operation {
  service: Service;
  kind: 'query' | 'mutation';
  name: string;
  args: readonly GraphQLArgument[];
}

/** Operations that change the caller's own session and are walked separately. */
export const SESSION_OPERATIONS = new Set(['logout', 'logoutEverywhere']);

function fieldsOf(schema: GraphQLSchema, service: Service): Operation[] {
  const pick = (
    kind: Operation['kind'],
    fields: Record<string, GraphQLField<unknown, unknown>> | undefined,
  ) => Object.values(fields ?? {}).map((f) => ({ service, kind, name: f.name, args: f.args }));
  return [
    ...pick('query', schema.getQueryType()?.getFields()),
    ...pick('mutation', schema.getMutationType()?.getFields()),
  ];
}

/** Every operation of every service, read from the code-first schemas the server runs. */
export function allOperations(): Operation[] {
  return [
    ...fieldsOf(buildSchema('main'), 'main'),
    ...fieldsOf(buildSchema('shared'), 'shared'),
    ...fieldsOf(buildSchema('portal'), 'portal'),
  ];
}

/** A signed-in caller of each side: an administrator (panel) and an employee (portal). */
export interface SideTokens {
  panel: string;
  portal: string;
}

/** The token an operation's own side uses: portal operations take the employee's. */
export function ownToken(op: Operation, tokens: SideTokens): string {
  return op.service === 'portal' ? tokens.portal : tokens.panel;
}

/** The other side's valid token: a portal token on a panel operation, a panel token on a portal one. */
export function otherSideToken(op: Operation, tokens: SideTokens): string {
  return op.service === 'portal' ? tokens.panel : tokens.portal;
}

export type Variant = 'valid' | 'longText' | 'hugeNumber' | 'negative' | 'sql' | 'html' | 'formula';

const TEXT: Record<Variant, string> = {
  valid: 'Örnek değer',
  longText: 'x'.repeat(10_000),
  hugeNumber: 'Örnek değer',
  negative: 'Örnek değer',
  sql: "x'); drop table users; --",
  html: '<img src=x onerror=alert(1)><script>alert(1)</script>',
  formula: '=HYPERLINK("http://evil.test","Tıkla")',
};

/** A value of a GraphQL input type; `variant` decides what goes into the leaves. */
export function sampleValue(type: GraphQLInputType, variant: Variant, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, variant, depth);
  if (isListType(type)) return [sampleValue(type.ofType, variant, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    if (depth > 3) return null;
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, sampleValue(f.type, variant, depth + 1)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return variant === 'hugeNumber' ? 2_147_483_647 : variant === 'negative' ? -1 : 1;
      case 'Float':
        return variant === 'hugeNumber' ? 1e300 : variant === 'negative' ? -1.5 : 1.5;
      case 'Boolean':
        return true;
      default:
        return TEXT[variant];
    }
  }
  return null;
}

/** An operation document with every argument as a variable, selecting the envelope's status. */
export function documentFor(op: Operation): string {
  const defs = op.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = op.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${op.kind} Walk${defs ? `(${defs})` : ''} { result: ${op.name}${args ? `(${args})` : ''} { isSuccess message messages { code message } } }`;
}

export function variablesFor(op: Operation, variant: Variant): Record<string, unknown> {
  return Object.fromEntries(op.args.map((a) => [a.name, sampleValue(a.type, variant)]));
}

/** Whether any argument has a leaf of this scalar (so a variant changes something). */
export function hasLeaf(op: Operation, scalar: 'String' | 'Int' | 'Float'): boolean {
  const visit = (type: GraphQLInputType, depth: number): boolean => {
    const named = getNamedType(type);
    if (isScalarType(named)) return named.name === scalar;
    if (isInputObjectType(named) && depth < 4)
      return Object.values(named.getFields()).some((f) => visit(f.type, depth + 1));
    return false;
  };
  return op.args.some((a) => visit(a.type, 0));
}

/** Text a client must never see: stack frames, SQL, internal paths. */
export const LEAK =
  /(\n\s+at |node_modules|\.ts:\d+|select .* from|insert into|syntax error|relation ".*"|duplicate key|violates)/i;
