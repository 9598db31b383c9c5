import type { FastifyInstance } from 'fastify';
import { TAG_PATTERN } from '@pano/contract';
import { isStoredFileRef } from '../files/file-store.ts';
import type { Services } from '../request/services.ts';
import type { Subscription } from '../db/control.schema.ts';

/** The app's own colour and mark when no company is known yet (the panel's Pano mark). */
const PANO = { name: 'Pano', colour: '#5443c4' };
const LOGO_MAX_BYTES = 512 * 1024;
const IMAGE_TYPES = /^image\/(png|jpeg|webp|gif|svg\+xml)$/;
const colour = (value: string | null | undefined) =>
  value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;

async function companyOf(services: Services, tag: unknown): Promise<Subscription | null> {
  if (typeof tag !== 'string' || !TAG_PATTERN.test(tag)) return null;
  const subscription = await services.control.findByTag(tag);
  return subscription?.isActive ? subscription : null;
}

/** The web app manifest of a company's app: its name and colours, icons made from its logo. */
export function appManifest(subscription: Subscription | null, language: 'tr' | 'en') {
  const name = subscription?.companyName || PANO.name;
  const query = subscription ? `?tag=${encodeURIComponent(subscription.tag)}` : '';
  const icon = `/app/company-icon.svg${query}`;
  return {
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    lang: language,
    start_url: '/app/',
    scope: '/app/',
    id: `/app/${query}`,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colour(subscription?.primaryColorCode) ?? PANO.colour,
    background_color: '#ffffff',
    icons: [
      { src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: `${icon}${query ? '&' : '?'}maskable=1`,
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'maskable',
      },
    ],
  };
}

/** The company's logo as a data URL (an icon may load nothing else), or null. */
async function logoData(services: Services, subscription: Subscription): Promise<string | null> {
  const name = subscription.logo?.split('/').pop() ?? '';
  if (!isStoredFileRef(subscription.tag, name)) return null;
  const file = await services.files.open(subscription.tag, name);
  if (!file) return null;
  if (file.size > LOGO_MAX_BYTES || !IMAGE_TYPES.test(file.contentType)) {
    await file.close();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.read()) chunks.push(Buffer.from(chunk as Uint8Array));
  return `data:${file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A square icon: the company's logo on white, inside the safe zone a maskable icon keeps (80 %), or Pano's
 * mark on its colour when the company has no logo.
 */
export function iconSvg(logo: string | null, maskable: boolean): string {
  const inset = maskable ? 20 : 8;
  const size = 100 - 2 * inset;
  const content = logo
    ? `<rect width="100" height="100" rx="${maskable ? 0 : 20}" fill="#fff"/><image href="${escapeAttribute(logo)}" x="${inset}" y="${inset}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"/>`
    : `<rect width="100" height="100" rx="${maskable ? 0 : 24}" fill="${PANO.colour}"/><g transform="translate(${inset} ${inset}) scale(${size / 64})"><path d="M20 52V12h16a12 12 0 0 1 0 24H20" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/><circle cx="48" cy="48" r="7" fill="#FD5739"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${content}</svg>`;
}

/**
 * The employees' app's manifest and icon per company (docs/portal-app.md, Installing): the app asks for
 * `?tag=` of the company it signed in to; an unknown tag gets Pano's own.
 */
export function registerPortalAppRoutes(app: FastifyInstance, services: Services): void {
  app.get('/app/manifest.webmanifest', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language = /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'tr';
    const manifest = appManifest(await companyOf(services, query.tag), language);
    return reply.type('application/manifest+json').header('Cache-Control', 'no-cache').send(manifest);
  });
  app.get('/app/company-icon.svg', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const subscription = await companyOf(services, query.tag);
    const logo = subscription ? await logoData(services, subscription) : null;
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'no-cache')
      .send(iconSvg(logo, query.maskable === '1'));
  });
}
