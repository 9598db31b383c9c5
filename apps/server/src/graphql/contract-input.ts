import type { z } from 'zod';
import type { Kit } from './builder.ts';
import { zodField, zodShape } from './zod-types.ts';

type InputRef = ReturnType<Kit['builder']['inputType']>;
const made = new WeakMap<Kit, Map<string, InputRef>>();

/**
 * A GraphQL input type from a contract schema, every field optional (the contract decides what is
 * required, in the caller's language). Nested objects become input types of their own, named by `nested`
 * (`{ announcement: 'AnnouncementInput' }`). A name already made in this schema is reused.
 */
export function contractInput(
  kit: Kit,
  name: string,
  schema: z.ZodType,
  nested: Readonly<Record<string, string>> = {},
): InputRef {
  let byName = made.get(kit);
  if (!byName) made.set(kit, (byName = new Map()));
  const existing = byName.get(name);
  if (existing) return existing;
  const shape = zodShape(schema);
  const ref = kit.builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        Object.entries(shape).map(([key, field]) => {
          const type = zodField(field);
          let inner: unknown;
          if (type.kind === 'scalar') inner = type.scalar;
          else {
            const nestedName = nested[key];
            if (!nestedName) throw new Error(`${name}.${key} is an object: name its input type`);
            inner = contractInput(kit, nestedName, field, nested);
          }
          return [key, t.field({ type: (type.list ? [inner] : inner) as never, required: false })];
        }),
      ),
  });
  byName.set(name, ref);
  return ref;
}
