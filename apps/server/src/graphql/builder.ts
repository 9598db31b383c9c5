import SchemaBuilder from '@pothos/core';
import { valueFromASTUntyped } from 'graphql';
import type { RequestContext } from '../request/context.ts';
import type { Envelope, ResultMessage } from '../kernel/envelope.ts';
import type { TokenKind } from '../auth/tokens.ts';

export interface PanoTypes {
  Context: RequestContext;
  /** JSON: an input the server takes as sent and mostly ignores (a spec client's `entity`). */
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
}

export type PanoTypesResolved = PothosSchemaTypes.ExtendDefaultTypes<PanoTypes>;
export type Builder = PothosSchemaTypes.SchemaBuilder<PanoTypesResolved>;
export type ObjectRef<T> = PothosSchemaTypes.ObjectRef<PanoTypesResolved, T>;

/** One service's schema builder with the envelope types every operation answers with (docs/api.md). */
export interface Kit {
  builder: Builder;
  /** Whose tokens the service takes: its operations run for panel users or for employees (portal). */
  kind: TokenKind;
  mutationResult: ObjectRef<Envelope<{ id: number }>>;
  list<T>(name: string, item: ObjectRef<T>): ObjectRef<Envelope<T[]>>;
  single<T>(name: string, item: ObjectRef<T>): ObjectRef<Envelope<T>>;
}

function defineResultMessage(builder: Builder) {
  return builder.objectRef<ResultMessage>('ResultMessage').implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      message: t.exposeString('message'),
      field: t.string({ nullable: true, resolve: (m) => m.field ?? null }),
    }),
  });
}

function envelopeFields<T>(
  t: PothosSchemaTypes.ObjectFieldBuilder<PanoTypesResolved, Envelope<T>>,
  message: ReturnType<typeof defineResultMessage>,
) {
  return {
    isSuccess: t.exposeBoolean('isSuccess'),
    message: t.string({ nullable: true, resolve: (e) => e.message }),
    messages: t.field({ type: [message], resolve: (e) => e.messages }),
  };
}

function defineMutationResult(builder: Builder, message: ReturnType<typeof defineResultMessage>) {
  const data = builder.objectRef<{ id: number }>('MutationData').implement({
    fields: (t) => ({ id: t.exposeInt('id') }),
  });
  return builder.objectRef<Envelope<{ id: number }>>('MutationResult').implement({
    fields: (t) => ({
      ...envelopeFields(t, message),
      data: t.field({ type: data, nullable: true, resolve: (e) => e.data }),
    }),
  });
}

/** A schema builder with the envelope types; each service (main, shared, portal) makes one. */
export function createKit(kind: TokenKind = 'panel'): Kit {
  const builder: Builder = new SchemaBuilder<PanoTypes>({ defaultFieldNullability: false });
  const message = defineResultMessage(builder);
  builder.scalarType('JSON', {
    description: "Any JSON value, taken as sent (a spec client's `entity`: only its `id` is read).",
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (node) => valueFromASTUntyped(node),
  });
  // an envelope type is made once per name: several operations answer the same one
  const envelopes = new Map<string, unknown>();
  const once = <R>(name: string, make: () => R): R => {
    if (!envelopes.has(name)) envelopes.set(name, make());
    return envelopes.get(name) as R;
  };
  return {
    builder,
    kind,
    mutationResult: defineMutationResult(builder, message),
    list: (name, item) =>
      once(`${name}ListResult`, () =>
        builder.objectRef<Envelope<never[]>>(`${name}ListResult`).implement({
          fields: (t) => ({
            ...envelopeFields(t, message),
            data: t.field({ type: [item], nullable: true, resolve: (e) => e.data }),
            totalItemCount: t.int({ resolve: (e) => e.totalItemCount ?? 0 }),
          }),
        }),
      ) as never,
    single: (name, item) =>
      once(`${name}Result`, () =>
        builder.objectRef<Envelope<never>>(`${name}Result`).implement({
          fields: (t) => ({
            ...envelopeFields(t, message),
            data: t.field({ type: item, nullable: true, resolve: (e) => e.data as never }),
          }),
        }),
      ) as never,
  };
}
