import { postJson, getJson } from './http.ts';
import type { Envelope } from './envelope.ts';
import type { Subscription } from './subscription.ts';

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
