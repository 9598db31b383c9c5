/** How long a link to set a password (an invitation or a reset) stays valid. */
export const INVITATION_HOURS = 72;

export type LinkPurpose = 'invitation' | 'reset';

/** The web's pages: `/#/auth/davet` (a first password) and `/#/auth/sifre-yenile` (a reset), docs/api.md. */
export function passwordLink(
  publicUrl: string,
  tag: string,
  token: string,
  purpose: LinkPurpose = 'invitation',
): string {
  const query = new URLSearchParams({ tag, token });
  return `${publicUrl}/#/auth/${purpose === 'reset' ? 'sifre-yenile' : 'davet'}?${query.toString()}`;
}
