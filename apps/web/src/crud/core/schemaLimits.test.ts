import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userResource } from '@pano/contract';
import { maxLengthOf } from './schemaLimits.ts';
import type { EntitySchema } from './fieldTypes.ts';

describe('maxLengthOf', () => {
  it('reads the limit through optional, nullable, default, pipe and union', () => {
    const schema = z.object({
      plain: z.string().max(10),
      optional: z.string().max(20).nullish(),
      defaulted: z.string().max(30).default(''),
      either: z.union([z.literal(''), z.string().max(40)]),
      piped: z
        .string()
        .max(50)
        .transform((v) => v.trim()),
      unlimited: z.string(),
      count: z.number().max(5),
    }) as unknown as EntitySchema;
    expect(maxLengthOf(schema, 'plain')).toBe(10);
    expect(maxLengthOf(schema, 'optional')).toBe(20);
    expect(maxLengthOf(schema, 'defaulted')).toBe(30);
    expect(maxLengthOf(schema, 'either')).toBe(40);
    expect(maxLengthOf(schema, 'piped')).toBe(50);
    expect(maxLengthOf(schema, 'unlimited')).toBeUndefined();
    expect(maxLengthOf(schema, 'count')).toBeUndefined();
    expect(maxLengthOf(schema, 'missing')).toBeUndefined();
  });

  it('finds the contract’s limits the server checks', () => {
    expect(maxLengthOf(userResource.create?.input as EntitySchema, 'name')).toBe(200);
    expect(maxLengthOf(userResource.create?.input as EntitySchema, 'email')).toBe(254);
  });
});
