import { translate, type Language } from '@pano/contract';

/**
 * A notification Pano wrote from a template (`requestMessages.<template>`), in the reader's language; its
 * `summary` parameter is picked from `summary_tr` / `summary_en`. Others keep the text they were given.
 */
export function notificationText(
  lang: Language,
  row: { body: string; template: string | null; params: Record<string, string | number> | null },
): string {
  if (!row.template) return row.body;
  const params = row.params ?? {};
  return translate(lang, `requestMessages.${row.template}`, {
    ...params,
    summary: params[`summary_${lang}`] ?? '',
  });
}
