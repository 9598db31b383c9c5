import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';

/**
 * Whether a document has run often enough here to be compiled: true from its `after`-th run on (0: never).
 * Counted per parsed document (Yoga's parser cache hands the same object for the same text), so a document
 * the cache has let go starts again from nothing.
 */
export function compileWhenHot(after: number): (document: DocumentNode) => boolean {
  const runs = new WeakMap<DocumentNode, number>();
  return (document) => {
    if (after <= 0) return false;
    const count = Math.min((runs.get(document) ?? 0) + 1, after);
    runs.set(document, count);
    return count >= after;
  };
}

/**
 * Operations run through graphql-jit (a function compiled per document, instead of graphql-js walking the
 * document for every row) once their document has run `after` times in this process (GRAPHQL_JIT_AFTER,
 * docs/performance.md). Compiling costs 1–50 ms of the server's thread, so a document sent once runs as
 * before, and a flood of new documents cannot make the server compile one per request.
 */
export function compiledExecution(after: number): Plugin[] {
  if (after <= 0) return [];
  const hot = compileWhenHot(after);
  return [useGraphQlJit({}, { enableIf: ({ document }) => hot(document) }) as Plugin];
}
