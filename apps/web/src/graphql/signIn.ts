import { postJson, getJson } from './http.ts';
import type { Envelope } from './envelope.ts';

export interface Company {
  name: string;
  logo: string | null;
  transparentLogo: string | null;
  fileContainerPath: string | null;
}

/** The tenant as GetSubscription answers it; connectionString is a signed, opaque connection token. */
export interface Subscription {
  channel: string;
  tag: string;
  company: Company;
  connectionString: string;
  themeColorCode?: string | null;
  primaryColorCode?: string | null;
  secondaryColorCode?: string | null;
  contentBackgroundColorCode?: string | null;
  contentTextColorCode?: string | null;
}

export interface LoginResult {
  token: string;
  userId: number;
}

export interface VerifyPanelUserInput {
  connectionToken: string;
  email: string;
  password: string;
}

export function getSubscription(tag: string): Promise<Envelope<Subscription>> {
  return getJson(`/api/Subscription/GetSubscription?tag=${encodeURIComponent(tag)}`);
}

export function verifyPanelUser(input: VerifyPanelUserInput): Promise<Envelope<LoginResult>> {
  return postJson('/api/User/VerifyPanelUser', input);
}
