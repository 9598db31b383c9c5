import type { Kit, ObjectRef } from './builder.ts';
import type { ScalarName } from './zod-types.ts';

/**
 * A field of a plain object type: its scalar, `?` when it may be null (`'String?'`), a list of objects or
 * scalars, or one object (`{ object, nullable }`).
 */
export type PlainField =
  | ScalarName
  | `${ScalarName}?`
  | { list: ObjectRef<never> | ScalarName }
  | { object: ObjectRef<never>; nullable?: boolean };

const made = new WeakMap<Kit, Map<string, ObjectRef<never>>>();

/** A value as GraphQL answers it: dates as ISO strings. */
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * An object type read field by field from the value (`Icon { name }`, `MapSettings`; dates as ISO strings;
 * a list of another plain object), made once per schema.
 */
export function plainObject<T extends object>(
  kit: Kit,
  name: string,
  fields: Readonly<Record<keyof T & string, PlainField>>,
): ObjectRef<T> {
  let byName = made.get(kit);
  if (!byName) made.set(kit, (byName = new Map()));
  const existing = byName.get(name);
  if (existing) return existing as unknown as ObjectRef<T>;
  const ref = kit.builder.objectRef<T>(name).implement({
    fields: (t) =>
      Object.fromEntries(
        Object.entries<PlainField>(fields).map(([key, spec]) => {
          const read = (value: T) => (value as Record<string, unknown>)[key];
          if (typeof spec === 'object' && 'object' in spec)
            return [
              key,
              t.field({
                type: spec.object,
                nullable: spec.nullable ?? false,
                resolve: (value) => read(value) as never,
              }),
            ];
          if (typeof spec === 'object')
            return [key, t.field({ type: [spec.list], resolve: (value) => (read(value) ?? []) as never })];
          const nullable = spec.endsWith('?');
          const scalar = spec.replace('?', '') as ScalarName;
          return [key, t.field({ type: scalar, nullable, resolve: (value) => plain(read(value)) as never })];
        }),
      ),
  });
  byName.set(name, ref as unknown as ObjectRef<never>);
  return ref;
}
