import type { TypedDocument } from '../graphql/typedDocument.ts';
import { isAuthFailure, isEnvelope, unexpected, type Envelope } from './envelope.ts';
import { callJson } from './http.ts';
import { endSession } from './session.ts';

export const PORTAL_ENDPOINT = '/portal/graphql';

/** Every root field of a result, each its envelope (`{ me: Envelope, myMenus: Envelope }`). */
export type Answers<R> = { [K in keyof R]: R[K] };

const operationName = (document: string) => /^\s*(?:query|mutation)\s+(\w+)/.exec(document)?.[1];

/**
 * POSTs a typed document to the portal service and answers each root field's envelope. A request refused
 * before any field ran (an envelope in place of data), a GraphQL error or no answer at all gives every root
 * field that same failure. A refused token ends the session (the sign-in screen shows).
 */
export async function portal<R, V>(
  document: TypedDocument<R, V>,
  variables?: V,
  init: RequestInit = {},
): Promise<Answers<R>> {
  const body = await callJson(PORTAL_ENDPOINT, {
    ...init,
    method: 'POST',
    body: JSON.stringify({
      query: document,
      variables: variables ?? {},
      operationName: operationName(document),
    }),
  });
  const data = (body as { data?: Record<string, unknown> | null } | null)?.data;
  const failure = isEnvelope(body) ? body : unexpected();
  const answers: Record<string, Envelope<unknown>> = {};
  for (const name of rootFields(document)) {
    const envelope = data?.[name];
    answers[name] = isEnvelope(envelope) ? envelope : failure;
  }
  if (Object.values(answers).some(isAuthFailure)) endSession();
  return answers as Answers<R>;
}

/** The keys of the answer a document's root fields give (an alias is the key), in order. */
export function rootFields(document: string): string[] {
  const fields: string[] = [];
  let depth = 0;
  let inArguments = 0;
  const tokens = document.match(/[{}():]|[A-Za-z_]\w*/g) ?? [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === '(') inArguments++;
    else if (token === ')') inArguments--;
    else if (token === '{') depth++;
    else if (token === '}') depth--;
    else if (depth === 1 && !inArguments && token !== ':') {
      fields.push(token ?? '');
      if (tokens[index + 1] === ':') index += 2; // `unread: myNotifications`: the alias is the key
    }
  }
  return fields;
}
