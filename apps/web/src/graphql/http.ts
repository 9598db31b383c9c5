import { MessageCode } from '@pano/contract';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { sessionStore } from '../state/session.ts';
import { failure, type Envelope } from './envelope.ts';

export interface RequestOptions {
  signal?: AbortSignal;
}

type Parsed = { ok: true; status: number; body: unknown } | { ok: false; envelope: Envelope<never> };

/** The headers of every call: JSON, the interface language and the bearer token. */
export function headers(): Record<string, string> {
  const result: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = sessionStore.get().token;
  if (token) result.Authorization = `Bearer ${token}`;
  return result;
}

/** The envelope of a call that got no answer to read (network down, not JSON), in the interface language. */
export function unexpected(): Envelope<never> {
  return failure(MessageCode.Unexpected, i18n.t(`contract:codes.${MessageCode.Unexpected}`));
}

/** Sends a request and parses its JSON answer; network and parse failures become an Unexpected envelope. */
export async function fetchJson(
  url: string,
  init: RequestInit,
  options: RequestOptions = {},
): Promise<Parsed> {
  try {
    const response = await fetch(url, { ...init, headers: headers(), signal: options.signal ?? null });
    const body: unknown = await response.json();
    return { ok: true, status: response.status, body };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, envelope: unexpected() };
  }
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'isSuccess' in value && 'messages' in value;
}

async function rest<T>(url: string, init: RequestInit): Promise<Envelope<T>> {
  const parsed = await fetchJson(url, init);
  if (!parsed.ok) return parsed.envelope;
  return isEnvelope(parsed.body) ? (parsed.body as Envelope<T>) : failure<T>(null, null);
}

export function getJson<T>(url: string): Promise<Envelope<T>> {
  return rest<T>(url, { method: 'GET' });
}

export function postJson<T>(url: string, body: unknown): Promise<Envelope<T>> {
  return rest<T>(url, { method: 'POST', body: JSON.stringify(body) });
}
