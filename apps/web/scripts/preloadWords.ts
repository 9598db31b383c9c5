import type { Plugin } from 'vite';

/**
 * The default language's words chunk is fetched with the entry (`<link rel="modulepreload">` in index.html)
 * instead of after it has run (src/i18n/i18n.ts imports it before the first render): one round trip less
 * before the first screen for the default language. Another language loads as before.
 */
export function preloadWords(language: string): Plugin {
  return {
    name: 'pano-preload-words',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/i18n/bundles/${language}.ts`),
        );
        if (!chunk) throw new Error(`no words chunk for ${language}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
