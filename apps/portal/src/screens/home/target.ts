/** What a menu entry, a link or a slide opens (docs/navigation.md: HtmlPage, UrlBrowser, Form). */
export type Target =
  | { kind: 'page'; href: string }
  | { kind: 'web'; href: string }
  | { kind: 'form'; href: string }
  | { kind: 'none' };

/** Where a page's HTML is found again: the home's entry it belongs to. */
export type TargetSource = 'menu' | 'link' | 'slide';

function json(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A web address the app opens: http(s) only (the server stores it clean; the app checks again). */
const webAddress = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

export function targetOf(component: string, payload: string, source: TargetSource, id: number): Target {
  if (component === 'HtmlPage' && payload.trim()) return { kind: 'page', href: `#/page/${source}-${id}` };
  if (component === 'UrlBrowser') {
    const url = webAddress(json(payload)?.url ?? payload.trim());
    return url ? { kind: 'web', href: url } : { kind: 'none' };
  }
  if (component === 'Form') {
    const formId = json(payload)?.formId;
    return typeof formId === 'number' ? { kind: 'form', href: `#/form/${formId}` } : { kind: 'none' };
  }
  return { kind: 'none' };
}
