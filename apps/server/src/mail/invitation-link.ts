/** How long an invitation to set a first password stays valid. */
export const INVITATION_HOURS = 72;

/** The web's invitation route: `/#/auth/davet?tag=<tag>&token=<token>` (docs/api.md). */
export function invitationLink(publicUrl: string, tag: string, token: string): string {
  const query = new URLSearchParams({ tag, token });
  return `${publicUrl}/#/auth/davet?${query.toString()}`;
}
