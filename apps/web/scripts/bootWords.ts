import fs from 'node:fs';
import type { Plugin } from 'vite';

type Words = Record<string, Record<string, string>>;

const read = (lang: string): Words =>
  JSON.parse(fs.readFileSync(new URL(`../src/i18n/${lang}.json`, import.meta.url), 'utf8')) as Words;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html speaks before any script runs (the splash's name, the boot failure): its texts come from the
 * tr/en dictionaries at build time, both languages, since the chosen one is not known yet.
 * `%PANO:<section>.<key>%` becomes 'tr · en'; `%PANO:<lang>:<section>.<key>%` one language's text.
 */
export function bootWords(): Plugin {
  return {
    name: 'pano-boot-words',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const words: Record<string, Words> = { tr: read('tr'), en: read('en') };
        const word = (lang: string, path: string) => {
          const [section = '', key = ''] = path.split('.');
          const text = words[lang]?.[section]?.[key];
          if (text === undefined) throw new Error(`index.html: no ${lang} text for ${path}`);
          return escape(text);
        };
        return html.replace(/%PANO:(?:(tr|en):)?([\w.]+)%/g, (_, lang: string | undefined, path: string) =>
          lang ? word(lang, path) : `${word('tr', path)} · ${word('en', path)}`,
        );
      },
    },
  };
}
