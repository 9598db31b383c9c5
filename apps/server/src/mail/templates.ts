import { translate, type Language } from '@pano/contract';
import { INVITATION_HOURS, invitationLink } from './invitation-link.ts';

export type MailTemplate = 'invitation';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template needs at delivery: the tenant's tag and the public address (the link is made then). */
export interface DeliveryContext {
  tag: string;
  publicUrl: string;
  secret: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function invitation(lang: Language, params: Record<string, string>, link: string): RenderedMail {
  const t = (key: string, extra: Record<string, string | number> = {}) =>
    translate(lang, `mail.invitation.${key}`, { ...params, hours: INVITATION_HOURS, ...extra });
  const lines = [t('greeting'), t('intro'), link, t('expiry'), t('ignore')];
  const html = [
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(t('intro'))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('action'))}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(t('expiry'))} ${escapeHtml(t('ignore'))}</p>`,
  ].join('\n');
  return { subject: t('subject'), text: lines.join('\n\n'), html };
}

/** Renders a queued mail in its language; the invitation link is made here, with the tenant's tag. */
export function renderMail(
  mail: { template: string; lang: string; params: Record<string, string> },
  ctx: DeliveryContext,
): RenderedMail {
  const lang: Language = mail.lang === 'en' ? 'en' : 'tr';
  if (mail.template === 'invitation') {
    if (!ctx.secret) throw new Error('the invitation token cannot be read (was the server secret changed?)');
    return invitation(lang, mail.params, invitationLink(ctx.publicUrl, ctx.tag, ctx.secret));
  }
  throw new Error(`unknown mail template ${mail.template}`);
}
