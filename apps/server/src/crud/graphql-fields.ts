import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

export type ScalarName = 'Int' | 'Float' | 'String' | 'Boolean';

/** The GraphQL scalar a database column is exposed as (timestamps as ISO strings). */
export function columnScalar(col: PgColumn): ScalarName {
  if (col.dataType === 'boolean') return 'Boolean';
  if (col.dataType === 'number') return /Integer|Serial|SmallInt/.test(col.columnType) ? 'Int' : 'Float';
  return 'String';
}

export function columnValue(col: PgColumn, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (col.dataType === 'number' && typeof value === 'string') return Number(value);
  return value;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      in?: ZodInternals;
      innerType?: ZodInternals;
      element?: ZodInternals;
      options?: ZodInternals[];
    };
  };
  isInt?: boolean;
}

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
      return 'String';
    default:
      throw new Error(`No GraphQL scalar for zod type ${node._zod.def.type}`);
  }
}

/**
 * The GraphQL type of a contract (zod) input field: a scalar, or a list of one (`userIds: [Int!]`).
 * GraphQL input fields are all optional: the contract schema decides what is required, so a missing field
 * gets the spec's translated message, not a parse error.
 */
export function zodField(schema: z.ZodType): { scalar: ScalarName; list: boolean } {
  const node = unwrap(schema as unknown as ZodInternals);
  const element = node._zod.def.element;
  if (node._zod.def.type === 'array' && element) return { scalar: scalarOf(unwrap(element)), list: true };
  return { scalar: scalarOf(node), list: false };
}
