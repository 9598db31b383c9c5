import type { EntitySchema } from './fieldTypes.ts';

/** What zod 4 keeps of a schema that says how long its text may be (introspection through `_zod.def`). */
interface Inspectable {
  _zod?: {
    def: {
      type: string;
      innerType?: Inspectable;
      in?: Inspectable;
      options?: Inspectable[];
      shape?: Record<string, Inspectable>;
    };
  };
  maxLength?: number | null;
}

/** The longest text `schema` accepts, looking through optional, nullable, default, pipe and union. */
function longest(schema: Inspectable | undefined): number | undefined {
  const def = schema?._zod?.def;
  if (!def) return undefined;
  if (def.type === 'string') return schema.maxLength ?? undefined;
  if (def.innerType) return longest(def.innerType);
  if (def.in) return longest(def.in);
  if (def.options) {
    const limits = def.options.map(longest).filter((n): n is number => n !== undefined);
    return limits.length ? Math.max(...limits) : undefined;
  }
  return undefined;
}

/** The length limit of field `name` in a contract input schema (the counter under a text box). */
export function maxLengthOf(schema: EntitySchema | undefined, name: string): number | undefined {
  let object = schema as unknown as Inspectable | undefined;
  while (object?._zod?.def.type === 'pipe' && object._zod.def.in) object = object._zod.def.in;
  return longest(object?._zod?.def.shape?.[name]);
}
