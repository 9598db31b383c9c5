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
  _zod: { def: { type: string; in?: ZodInternals; innerType?: ZodInternals } };
  isInt?: boolean;
}

/**
 * The GraphQL scalar of a contract (zod) input field. GraphQL input fields are all optional: the contract
 * schema decides what is required, so a missing field gets the spec's translated message, not a parse error.
 */
export function zodScalar(schema: z.ZodType): ScalarName {
  let node = schema as unknown as ZodInternals;
  for (;;) {
    const def = node._zod.def;
    if (def.type === 'pipe' && def.in) node = def.in;
    else if (def.innerType) node = def.innerType;
    else break;
  }
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
