import type { Envelope } from '../../graphql/envelope.ts';
import { postJson } from '../../graphql/http.ts';

export interface AcceptInvitationInput {
  tag: string;
  token: string;
  password: string;
}

export type LinkPurpose = 'invitation' | 'reset';

/**
 * POST /api/User/AcceptInvitation or /api/User/ResetPassword (docs/passwords.md): sets a password from a
 * one-time link.
 */
export function acceptInvitation(
  input: AcceptInvitationInput,
  purpose: LinkPurpose = 'invitation',
): Promise<Envelope<{ userId: number }>> {
  return postJson(purpose === 'reset' ? '/api/User/ResetPassword' : '/api/User/AcceptInvitation', input);
}

/** POST /api/User/ForgotPanelPassword: the same answer whether or not the account exists. */
export function forgotPassword(input: {
  connectionToken: string;
  email: string;
}): Promise<Envelope<unknown>> {
  return postJson('/api/User/ForgotPanelPassword', input);
}
