import DOMPurify from 'dompurify';
import { RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_TAGS } from '@pano/contract';

/** The same allowlist the server applies on save (docs/announcements.md); the browser applies it again. */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = ['href', 'src', 'alt'];
/** Links: http, https, mailto; images: the tenant's /files paths or https (RICH_TEXT_IMAGE_SOURCE below). */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/files\/)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so its hook touches no other caller. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !RICH_TEXT_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) node.remove();
  });
  return purifier;
}

/** The body reduced to the allowlist: no script, handlers, style, iframes or javascript: links. */
export function cleanHtml(html: string): string {
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/** Whether a body is HTML (rendered as such) rather than plain text (kept with its line breaks). */
export function hasMarkup(body: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(body);
}

/** Whether the editor's HTML shows anything: text or an image (an empty editor is `<p></p>`). */
export function hasBodyContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
