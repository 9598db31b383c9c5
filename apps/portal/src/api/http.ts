import { languageStore } from '../i18n/i18n.ts';
import { sessionStore } from './session.ts';
import { isEnvelope, unexpected, unreachable, type Envelope } from './envelope.ts';

/** JSON both ways, the app's language (the server answers in it) and the token when signed in. */
function headers(): Record<string, string> {
  const result: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': languageStore.get(),
  };
  const token = sessionStore.get()?.token;
  if (token) result.Authorization = `Bearer ${token}`;
  return result;
}

/** A call and its JSON answer; no answer (offline) is `unreachable`, an unreadable one `unexpected`. */
export async function callJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...headers(), ...init.headers } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return unreachable();
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    return unexpected();
  }
}

/** A call of the sign-in service, which answers an envelope. */
export async function restCall<T>(url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const body = await callJson(url, init);
  return isEnvelope(body) ? (body as Envelope<T>) : unexpected<T>();
}
