import type { Language } from '@pano/contract';
import { messageText } from './texts.ts';
import { INVITATION_HOURS, passwordLink } from './invitation-link.ts';

/** What a message says: a first password's invitation or a password reset. */
export type MessageTemplate = 'invitation' | 'passwordReset';

export type MessageChannel = 'email' | 'sms';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The link it carries (the pending messages page copies it). */
  link: string | null;
}

/** What a template needs at delivery: the tenant's tag and the public address (the link is made then). */
export interface DeliveryContext {
  tag: string;
  publicUrl: string;
  secret: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function email(lang: Language, template: MessageTemplate, params: Record<string, string>, link: string) {
  const t = (key: string) =>
    messageText(lang, `mail.${template}.${key}`, { ...params, hours: INVITATION_HOURS });
  const intro = t(template === 'invitation' && params.audience === 'portal' ? 'introPortal' : 'intro');
  const lines = [t('greeting'), intro, link, t('expiry'), t('ignore')];
  const html = [
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('action'))}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(t('expiry'))} ${escapeHtml(t('ignore'))}</p>`,
  ].join('\n');
  return { subject: t('subject'), text: lines.join('\n\n'), html, link };
}

/**
 * Renders a queued message in its language and for its channel; the link is made here, with the tenant's
 * tag (whoever delivers knows the tenant; the use case that queued it never names one).
 */
export function renderMail(
  mail: { template: string; lang: string; params: Record<string, string>; channel?: string },
  ctx: DeliveryContext,
): RenderedMail {
  const lang: Language = mail.lang === 'en' ? 'en' : 'tr';
  if (mail.template !== 'invitation' && mail.template !== 'passwordReset')
    throw new Error(`unknown message template ${mail.template}`);
  if (!ctx.secret) throw new Error('the link token cannot be read (was the server secret changed?)');
  const link = passwordLink(
    ctx.publicUrl,
    ctx.tag,
    ctx.secret,
    mail.template === 'invitation' ? 'invitation' : 'reset',
  );
  if (mail.channel === 'sms') {
    const text = messageText(lang, `sms.${mail.template}`, { hours: INVITATION_HOURS, link });
    return { subject: '', text, html: '', link };
  }
  return email(lang, mail.template, mail.params, link);
}
