import tr from './tr.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import serverTr from './server.tr.json' with { type: 'json' };
import serverEn from './server.en.json' with { type: 'json' };
import { installContractMessages } from './messages.ts';

type Words = Record<string, unknown>;

/** The browser's words with the server's added: a section both have (`codes`) gets the keys of both. */
function withServer<T extends Words, S extends Words>(shown: T, server: S): T & S {
  const merged: Words = { ...shown };
  for (const [section, words] of Object.entries(server))
    merged[section] = { ...((shown[section] as Words | undefined) ?? {}), ...(words as Words) };
  return merged as T & S;
}

/**
 * Both languages' contract words, given to `translate` as this module loads (server, tests, tools): the
 * words both sides show (`tr.json`, `en.json`, which the browser loads too) and the ones only the server
 * writes (`server.*.json`: most response codes' sentences, the engine's messages and trail, InUse places,
 * export names), kept out of the browser's words.
 */
export const contractMessages = { tr: withServer(tr, serverTr), en: withServer(en, serverEn) } as const;
installContractMessages('tr', contractMessages.tr);
installContractMessages('en', contractMessages.en);
