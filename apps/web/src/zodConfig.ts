/**
 * zod compiles its object parsers with `new Function` unless told not to. The panel's
 * Content-Security-Policy forbids eval, so the first parse of each schema was a reported violation (and the
 * compiled path was not taken anyway). zod reads its settings from `globalThis.__zod_globalConfig`, shared
 * by every copy of zod on a page, and a schema reads `jitless` when it is made: main.tsx imports this first.
 * Set without importing zod: its `config` would bring zod's core into the entry (3.6 KB gzip).
 * `zodConfig.test.ts` checks that zod takes it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// the object zod keeps (or will keep) as its settings, whether zod has loaded yet or not
(shared.__zod_globalConfig ??= {}).jitless = true;

// a module, imported for what it sets
export {};
