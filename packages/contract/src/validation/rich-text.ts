/**
 * The HTML an announcement body may keep (docs/announcements.md): the server applies it on save
 * (sanitize-html), the browser again on render (DOMPurify). No script, style, iframe, event handler or
 * class survives; links keep href (http, https, mailto), images src and alt.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'code',
  'pre',
  'hr',
] as const;

/** Where an image may come from: the tenant's own stored files, or an https address. */
export const RICH_TEXT_IMAGE_SOURCE = /^(\/files\/[a-z0-9-]+\/[A-Za-z0-9._-]+|https:\/\/[^\s"'<>]+)$/;
