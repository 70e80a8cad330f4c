import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const icuParser = '@formatjs/icu-messageformat-parser';

/**
 * The embedded catalogues are precompiled ASTs (npm run i18n:compile), so the production build
 * gives react-intl the parser package's no-parser entry: about 7 KB gzip off every page's first
 * load. Only src/i18n/parse-messages.ts keeps the real parser, for remote translations, which are
 * strings; it loads only when a translations URL is configured. A message string reaching
 * react-intl otherwise (a default message for an id missing from the catalogues) is shown as
 * written, without its placeholders filled, and reported: the catalogue tests rule that out.
 */
function precompiledMessagesOnly(): Plugin {
  return {
    name: 'lexio:precompiled-messages-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== icuParser || importer?.endsWith('/src/i18n/parse-messages.ts')) return null;
      return this.resolve(`${icuParser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * A signed-in page's first data comes from the API, another origin: the browser opens that
 * connection while the scripts download instead of after them (Lighthouse's uses-rel-preconnect,
 * about 150 ms on a phone). Requests carry no cookies, hence crossorigin (anonymous).
 */
function preconnectApi(): Plugin {
  let origin: string | null = null;
  return {
    name: 'lexio:preconnect-api',
    apply: 'build',
    configResolved(config) {
      try {
        const url = config.env.VITE_API_URL as string | undefined;
        origin = url ? new URL(url).origin : null;
      } catch {
        origin = null;
      }
    },
    transformIndexHtml() {
      return origin
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
              injectTo: 'head',
            },
          ]
        : [];
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledMessagesOnly(), preconnectApi()],
  resolve: { conditions: ['@lexio/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest lets scripts/bundle-size.mjs follow each route's chunks.
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in one file, not twenty-two: on a phone
          // over HTTP/1.1 (six connections) each file waits its turn for a round trip before the
          // first render, and one file compresses better (about 10 KB gzip less here). Pages'
          // chunks stay split by the routes that share them.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
});
