/**
 * A GraphQL document as a plain string that carries its result and variables types (zero run-time cost:
 * the brand is a type only). The generated modules (src/graphql/generated) declare each document this way;
 * `request()` infers the answer and the variables from it.
 */
export type TypedDocument<R, V> = string & { readonly __types?: [R, V] };

/** A document built at run time (the generic entity documents), typed by its builder. */
export const typedDocument = <R, V>(text: string): TypedDocument<R, V> => text as TypedDocument<R, V>;
