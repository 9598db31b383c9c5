import { portal, type Answers } from './graphql.ts';
import type { Envelope } from './envelope.ts';
import { useResource } from './resource.ts';
import type { TypedDocument } from '../graphql/typedDocument.ts';

/**
 * A screen's read of one root field: the kept answer at once (offline too), a fresh one on open. `key` names
 * what is read (with its arguments); `field` the root field whose envelope the screen shows.
 */
export function usePortal<R, V, F extends keyof R>(
  key: string,
  document: TypedDocument<R, V>,
  variables: V,
  field: F,
) {
  const snapshot = useResource(
    key,
    () => portal(document, variables),
    (answers: Answers<R>) => (answers[field] as Envelope<unknown>).isSuccess,
  );
  return { ...snapshot, envelope: snapshot.value?.[field] };
}
