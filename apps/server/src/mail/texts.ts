import type { Language } from '@pano/contract';
import tr from './texts.tr.json' with { type: 'json' };
import en from './texts.en.json' with { type: 'json' };

/**
 * What the messages Pano sends say (mail and SMS), per language. They live beside the sender, not in the
 * contract's dictionaries, which the panel's first screen downloads (the initial-bundle budget).
 */
const TEXTS = { tr, en } as const;

function lookup(node: unknown, key: string): string | undefined {
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message text by dotted key (`mail.invitation.subject`, `sms.passwordReset`) with `{{name}}` filled. */
export function messageText(
  lang: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = lookup(TEXTS[lang], key) ?? lookup(TEXTS.tr, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The keys of a dictionary, dotted, for the test that both languages have the same. */
export function textKeys(lang: Language): string[] {
  const walk = (node: unknown, prefix: string): string[] =>
    typeof node === 'object' && node !== null
      ? Object.entries(node).flatMap(([key, value]) => walk(value, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  return walk(TEXTS[lang], '').sort();
}
