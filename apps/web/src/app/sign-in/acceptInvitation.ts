import type { Envelope } from '../../graphql/envelope.ts';
import { postJson } from '../../graphql/http.ts';

export interface AcceptInvitationInput {
  tag: string;
  token: string;
  password: string;
}

/** POST /api/User/AcceptInvitation (docs/api.md): sets a first password from an invitation link. */
export function acceptInvitation(input: AcceptInvitationInput): Promise<Envelope<{ userId: number }>> {
  return postJson('/api/User/AcceptInvitation', input);
}
