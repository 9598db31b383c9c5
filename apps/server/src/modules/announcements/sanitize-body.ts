import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_TAGS } from '@pano/contract';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // No style, no class, no event handlers: only these attributes survive.
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script, style, iframe … go with their content; other unknown tags keep only their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
};

/** Whether an image may stay: an https address, or one of the tenant's own stored files. */
export type ImageSourceCheck = (source: string) => boolean;

/**
 * The announcement body as stored: the editor's HTML reduced to an allowlist (docs/announcements.md). No
 * script, no event handlers, no javascript: links, no iframes, no style; links open in a new tab with
 * rel noopener; images only from https or the tenant's own /files paths (`ownsFile`: another tenant's path
 * would show that tenant's file to this tenant's readers, so it goes).
 */
export function sanitizeBody(html: string, ownsFile: ImageSourceCheck): string {
  const keepImage = (source: string) =>
    RICH_TEXT_IMAGE_SOURCE.test(source) && (source.startsWith('https://') || ownsFile(source));
  return sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !keepImage(frame.attribs.src ?? ''),
  }).trim();
}

/** Whether a sanitised body shows anything: text, or at least one image. */
export function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
