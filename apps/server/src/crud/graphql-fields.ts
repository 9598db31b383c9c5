import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScalarName } from '../graphql/zod-types.ts';

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
