/**
 * A GraphQL document as a plain string carrying its result and variables types (a type only: nothing at run
 * time). The generated modules (src/graphql/generated) declare each document this way.
 */
export type TypedDocument<R, V> = string & { readonly __types?: [R, V] };
