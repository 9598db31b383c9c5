import type { z } from 'zod';

export type ScalarName = 'Int' | 'Float' | 'String' | 'Boolean' | 'JSON';

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      in?: ZodInternals;
      innerType?: ZodInternals;
      element?: ZodInternals;
      options?: ZodInternals[];
      shape?: Record<string, ZodInternals>;
    };
  };
  isInt?: boolean;
}

/** A contract field as GraphQL sees it: a scalar, an object (a nested input), or a list of either. */
export type ZodFieldType =
  | { kind: 'scalar'; scalar: ScalarName; list: boolean }
  | { kind: 'object'; shape: Record<string, z.ZodType>; list: boolean };

function unwrap(schema: ZodInternals): ZodInternals {
  let node = schema;
  for (;;) {
    const def = node._zod.def;
    if (def.type === 'pipe' && def.in) node = def.in;
    else if (def.innerType) node = def.innerType;
    // `email.nullish().or(z.literal(''))`: the first alternative gives the type.
    else if (def.type === 'union' && def.options?.[0]) node = def.options[0];
    else return node;
  }
}

function scalarOf(node: ZodInternals): ScalarName {
  switch (node._zod.def.type) {
    case 'number':
      return node.isInt ? 'Int' : 'Float';
    case 'boolean':
      return 'Boolean';
    case 'string':
    case 'enum':
      return 'String';
    // a free-form object (`z.record`): taken as sent, e.g. a spec client's `entity`
    case 'record':
      return 'JSON';
    default:
      throw new Error(`No GraphQL scalar for zod type ${node._zod.def.type}`);
  }
}

function single(node: ZodInternals, list: boolean): ZodFieldType {
  const { shape } = node._zod.def;
  if (node._zod.def.type === 'object' && shape)
    return { kind: 'object', shape: shape as unknown as Record<string, z.ZodType>, list };
  return { kind: 'scalar', scalar: scalarOf(node), list };
}

/**
 * The GraphQL type of a contract (zod) input field: a scalar, a nested object, or a list of one
 * (`userIds: [Int!]`). GraphQL input fields are all optional: the contract schema decides what is required,
 * so a missing field gets the spec's translated message, not a parse error.
 */
export function zodField(schema: z.ZodType): ZodFieldType {
  const node = unwrap(schema as unknown as ZodInternals);
  const element = node._zod.def.element;
  if (node._zod.def.type === 'array' && element) return single(unwrap(element), true);
  return single(node, false);
}

/** The fields of a contract object schema (through refinements and defaults). */
export function zodShape(schema: z.ZodType): Record<string, z.ZodType> {
  const field = zodField(schema);
  if (field.kind !== 'object') throw new Error('a contract input must be an object schema');
  return field.shape;
}
