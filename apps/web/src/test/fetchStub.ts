import { vi } from 'vitest';

/** One request the app made, as the server would read it. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  body: unknown;
}

export type Answer = (call: RecordedCall) => unknown;

interface GraphqlBody {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Replaces fetch with a stub that records each call and answers with `answer(call)` as JSON. */
export function stubFetch(answer: Answer) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as GraphqlBody) : undefined;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      operationName: body?.operationName,
      variables: body?.variables ?? {},
      body,
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const named = (operationName: string) => calls.filter((call) => call.operationName === operationName);
  return { calls, named, fetchMock };
}

export function ok(data: unknown, totalItemCount?: number) {
  return {
    isSuccess: true,
    message: null,
    messages: [],
    data,
    ...(totalItemCount === undefined ? {} : { totalItemCount }),
  };
}

export function failed(code: string | null, message: string | null) {
  return { isSuccess: false, message, messages: code && message ? [{ code, message }] : [], data: null };
}

/** A GraphQL answer whose single root field is `operationName`. */
export function graphql(call: RecordedCall, envelope: unknown) {
  return { data: { [call.operationName ?? 'unknown']: envelope } };
}
