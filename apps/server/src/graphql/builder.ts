import SchemaBuilder from '@pothos/core';
import type { RequestContext } from '../app/context.ts';
import type { Envelope, ResultMessage } from '../app/envelope.ts';

export interface PanoTypes {
  Context: RequestContext;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
}

export type Builder = PothosSchemaTypes.SchemaBuilder<PothosSchemaTypes.ExtendDefaultTypes<PanoTypes>>;

/** The envelope types every operation answers with (docs/api.md). */
export interface Kit {
  builder: Builder;
  mutationResult: ReturnType<typeof defineMutationResult>;
  list<T>(
    name: string,
    item: PothosSchemaTypes.ObjectRef<PanoTypesResolved, T>,
  ): PothosSchemaTypes.ObjectRef<PanoTypesResolved, Envelope<T[]>>;
  single<T>(
    name: string,
    item: PothosSchemaTypes.ObjectRef<PanoTypesResolved, T>,
  ): PothosSchemaTypes.ObjectRef<PanoTypesResolved, Envelope<T>>;
}
export type PanoTypesResolved = PothosSchemaTypes.ExtendDefaultTypes<PanoTypes>;

function defineResultMessage(builder: Builder) {
  return builder.objectRef<ResultMessage>('ResultMessage').implement({
    fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }),
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

/** A schema builder with the envelope types; the main and the shared service each make one. */
export function createKit(): Kit {
  const builder: Builder = new SchemaBuilder<PanoTypes>({ defaultFieldNullability: false });
  const message = defineResultMessage(builder);
  return {
    builder,
    mutationResult: defineMutationResult(builder, message),
    list: (name, item) =>
      builder.objectRef<Envelope<never[]>>(`${name}ListResult`).implement({
        fields: (t) => ({
          ...envelopeFields(t, message),
          data: t.field({ type: [item], nullable: true, resolve: (e) => e.data }),
          totalItemCount: t.int({ resolve: (e) => e.totalItemCount ?? 0 }),
        }),
      }) as never,
    single: (name, item) =>
      builder.objectRef<Envelope<never>>(`${name}Result`).implement({
        fields: (t) => ({
          ...envelopeFields(t, message),
          data: t.field({ type: item, nullable: true, resolve: (e) => e.data as never }),
        }),
      }) as never,
  };
}
