/**
 * The payload a target stores (docs/navigation.md): HtmlPage → the page's HTML; UrlBrowser → `{"url": …}`;
 * Form → `{"formId": n}`. The dialog keeps the stored text in the form and shows the part a person edits.
 */
export type TargetKind = 'HtmlPage' | 'UrlBrowser' | 'Form';

function parsed(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The web address of a UrlBrowser payload ('' when none); a bare stored address reads as itself. */
export function urlOf(payload: string): string {
  const url = parsed(payload)?.url;
  if (typeof url === 'string') return url;
  return payload.trim().startsWith('{') ? '' : payload.trim();
}

export const urlPayload = (url: string): string => (url.trim() ? JSON.stringify({ url: url.trim() }) : '');

/** The form of a Form payload, or null. */
export function formIdOf(payload: string): number | null {
  const formId = parsed(payload)?.formId;
  return typeof formId === 'number' ? formId : null;
}

export const formPayload = (formId: number | null): string =>
  formId === null ? '' : JSON.stringify({ formId });

/** The payload kept when the target changes: none — a page's HTML is no address, an address no form. */
export const payloadForNewTarget = (): string => '';
