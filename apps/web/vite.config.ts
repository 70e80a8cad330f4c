import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';

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
 * about 150 ms on a phone). Requests carry no cookies, hence crossorigin (anonymous). An API on the
 * web app's own origin (`npm start`: apiProxy below) makes the hint a no-op.
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

/**
 * `LEXIO_API_PROXY=http://127.0.0.1:3000`: the dev and preview servers pass `/api/...` on to the API
 * there (without the prefix), so a web app built with `VITE_API_URL=<its own origin>/api` reads the
 * API from its own origin, as a production deployment behind one reverse proxy does (`npm start`
 * does this). A cross-origin API costs a signed-in page's first load a CORS preflight before each
 * read: one round trip more on the way to every page's data.
 */
function apiProxy(): Record<string, ProxyOptions> | undefined {
  const target = process.env.LEXIO_API_PROXY;
  if (!target) return undefined;
  return {
    '^/api(?:/|\\?|$)': {
      target,
      // The API sees its own address, so the addresses it makes itself (a library upload's) stay
      // its own, which it serves to the web app's origin as before (CORS).
      changeOrigin: true,
      rewrite: (url) => {
        const rest = url.slice('/api'.length);
        return rest.startsWith('/') ? rest : `/${rest}`;
      },
    },
  };
}

// As src/i18n/namespaces.ts (coreNamespaces) says; written out here because the config does not
// load the app's modules. A stale copy only splits the core messages differently.
const coreNamespaces = ['app', 'auth', 'form', 'shell'];

/** The locale and namespace of a compiled message catalogue's module id, else null. */
function catalogueOf(id: string): { locale: string; namespace: string } | null {
  const match = /\/src\/i18n\/compiled\/(\w+)\/(\w+)\.json$/.exec(id);
  return match ? { locale: match[1]!, namespace: match[2]! } : null;
}

/** The chunk of a locale's core messages, for a compiled catalogue of a core namespace. */
function coreMessagesGroup(id: string): string | null {
  const catalogue = catalogueOf(id);
  return catalogue && coreNamespaces.includes(catalogue.namespace)
    ? `messages-core-${catalogue.locale}`
    : null;
}

/**
 * The first page's files download beside the entry instead of after it. Otherwise the route asks
 * for its chunks only once the entry (about 165 KB gzip) has downloaded and run, /assistant's fifty
 * then queue for HTTP/1.1's six connections before anything renders, and the core messages (which
 * the first render waits for: main.tsx) queue behind them, since the router's preload links are
 * sent before a plain import(). A small script in the page adds modulepreload links, in this order:
 * the messages the page needs first (the core namespaces and the page's own, in the language
 * main.tsx will pick: the stored choice, then the browser's), then the page's chunks: the sign-in
 * page's for /auth/login; the signed-in shell's and the assistant home's for /assistant, and the
 * law viewer's for any /documents/ address (a citation's link), only when this browser holds a
 * session (else the page goes to sign-in and they would be wasted). The
 * router's own preload (Vite's) then finds them loaded or on their way.
 *
 * On those signed-in pages the script also starts the page's first API reads (`reads`: the
 * session's, and a law's metadata at a law's address) with the stored identity token, when it is
 * one the app would use itself (fresh by the same margin as src/lib/auth/amplify's
 * readStoredIdToken, no impersonation, not an OAuth return), and leaves them in
 * `window.__lexioEarlyReads`, where the API client's fetch takes each once (src/lib/api/early-reads.ts):
 * the page's data is in before its scripts have run instead of one round trip after them. Measured
 * with the browser throttled (Lighthouse devtools throttling), the viewer's largest paint 4.3-4.4 ->
 * 3.9 s, /assistant's 3.7-3.8 -> 3.5-3.6 s (docs/benchmarks.md).
 */
function preloadFirstPageFiles(): Plugin {
  // As src/lib/storage (STORAGE_PREFIX) says; written out here because the config does not load
  // the app's modules. A stale copy only preloads the wrong files.
  const localStoragePrefix = 'lexio.';
  let clientId = 'lexio-local-client';
  let base = '/';
  let apiUrl = 'http://127.0.0.1:3000';
  // The session's reads as src/app/prefetch-session.ts asks for them (the flags only from the API's
  // own source), paths of the API's base URL (src/config/env: VITE_API_URL, same default).
  const sessionReads = ['/users/me', '/organisations/me', '/subscription/me', '/flags/me'];
  let flagsFromApi = true;
  let oauth = false;
  const pages: {
    path: string;
    signedIn: boolean;
    routes: string[];
    namespaces: string[];
    /** The API reads the page sends itself (the script below); `{doc}`: the document id of /documents/{doc}. */
    reads?: string[];
  }[] = [
    {
      path: '/auth/login',
      signedIn: false,
      routes: ['/src/app/routes/auth-login.route.tsx'],
      namespaces: [],
    },
    {
      path: '/assistant',
      signedIn: true,
      routes: [
        '/src/app/routes/private-layout.route.tsx',
        '/src/app/routes/assistant-home.route.tsx',
        // The session's reads, started by the private layout's loader (src/app/router.tsx).
        '/src/app/prefetch-session.ts',
      ],
      namespaces: ['assistant'],
      reads: sessionReads,
    },
    {
      // The law viewer, at any document's address (a citation's link).
      path: '/documents/*',
      signedIn: true,
      routes: [
        '/src/app/routes/private-layout.route.tsx',
        '/src/app/routes/documents.route.tsx',
        '/src/app/prefetch-session.ts',
        // The law's metadata, asked for by the route's loader (src/app/router.tsx).
        '/src/app/prefetch-law.ts',
      ],
      namespaces: ['lawViewer', 'viewer'],
      reads: [...sessionReads, '/laws/docs/{doc}/metadata'],
    },
  ];
  return {
    name: 'lexio:preload-first-page-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      const id = config.env.VITE_COGNITO_CLIENT_ID as string | undefined;
      if (id) clientId = id;
      const api = config.env.VITE_API_URL as string | undefined;
      if (api) apiUrl = api;
      // As src/lib/flags (configuredFlagSource): the API's flags only without LaunchDarkly.
      flagsFromApi = !config.env.VITE_LD_CLIENT_ID;
      oauth = Boolean(config.env.VITE_OAUTH_DOMAIN);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (roots: string[]) => {
          const seen = new Set<string>();
          const stack = [...roots];
          while (stack.length) {
            const file = stack.pop()!;
            if (seen.has(file)) continue;
            seen.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        const entry = withImports(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const urls = (roots: string[]) =>
          [...withImports(roots)].filter((file) => !entry.has(file)).map((file) => base + file);
        // locale -> namespace -> the files of its messages
        const messages: Record<string, Record<string, string[]>> = {};
        for (const chunk of chunks) {
          // A catalogue is its own chunk, or one of a group (a locale's core namespaces).
          for (const id of chunk.moduleIds) {
            const catalogue = catalogueOf(id);
            if (!catalogue) continue;
            (messages[catalogue.locale] ??= {})[catalogue.namespace] = urls([chunk.fileName]);
          }
        }
        const table: Record<string, { s: boolean; n: string[]; f: string[]; r: string[] }> = {};
        for (const page of pages) {
          // The chunk of each module named (its own, or the one it was put in).
          const roots = page.routes.map((route) => {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(route)));
            if (!chunk) throw new Error(`preload: no chunk for ${route} (${page.path})`);
            return chunk.fileName;
          });
          table[page.path] = {
            s: page.signedIn,
            n: [...coreNamespaces, ...page.namespaces],
            f: urls(roots).sort(),
            r: (page.reads ?? [])
              .filter((read) => flagsFromApi || read !== '/flags/me')
              .map((read) => apiUrl.replace(/\/+$/, '') + read),
          };
        }
        // Amplify's keys: <prefix>LastAuthUser names the user, <prefix><user>.idToken and so on.
        const cognitoPrefix = `CognitoIdentityServiceProvider.${clientId}.`;
        const sessionKey = `${cognitoPrefix}LastAuthUser`;
        // No regular expression or backslash in here: it goes into the page as it is written.
        const script = `(function(){try{
var t=${JSON.stringify(table)},m=${JSON.stringify(messages)};
var p=t[location.pathname]||t[location.pathname.slice(0,-1)];
for(var k in t)if(!p&&k.slice(-1)==='*'&&location.pathname.indexOf(k.slice(0,-1))===0)p=t[k];
if(!p||p.s!==!!localStorage.getItem(${JSON.stringify(sessionKey)}))return;
var known=function(x){if(!x)return null;var b=String(x).toLowerCase().split('-')[0].split('_')[0];if(b==='lb')b='fr';return m[b]?b:null};
var g=null;try{g=known(JSON.parse(localStorage.getItem(${JSON.stringify(`${localStoragePrefix}lng`)})))}catch(e){}
var b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var i=0;!g&&i<b.length;i++)g=known(b[i]);
g=g||'en';
var f=[];p.n.forEach(function(n){(m[g][n]||[]).forEach(function(h){if(f.indexOf(h)<0)f.push(h)})});
f.concat(p.f).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});
if(!p.r.length||localStorage.getItem(${JSON.stringify(`${localStoragePrefix}impersonateToken`)}))return;
if(${JSON.stringify(oauth)}&&new URLSearchParams(location.search).has('state'))return;
var c=${JSON.stringify(cognitoPrefix)}+localStorage.getItem(${JSON.stringify(sessionKey)})+'.';
var it=localStorage.getItem(c+'idToken'),at=localStorage.getItem(c+'accessToken');
var due=Date.now()+(parseInt(localStorage.getItem(c+'clockDrift')||'0',10)||0)+60000;
var exp=function(j){var s=j.split('.')[1].split('-').join('+').split('_').join('/');while(s.length%4)s+='=';return JSON.parse(atob(s)).exp};
if(!it||!at||!(exp(it)*1000>due)||!(exp(at)*1000>due))return;
var d=location.pathname.split('/').slice(2).filter(Boolean).map(function(x){return encodeURIComponent(decodeURIComponent(x))}).join('/');
var w=window.__lexioEarlyReads={};
p.r.forEach(function(u){if(u.indexOf('{doc}')>=0){if(!d)return;u=u.split('{doc}').join(d)}
var q=fetch(u,{headers:{'Content-Type':'application/json',Accept:'application/json',Authorization:'Bearer '+it}});
q.catch(function(){});w[u]={t:it,r:q}});
}catch(e){}})()`;
        return [{ tag: 'script', children: script, injectTo: 'body' }];
      },
    },
  };
}

/**
 * `npm start` serves the build with `vite preview`, which compresses with gzip on the fly: the
 * build also writes each script and style file compressed with Brotli at its highest quality
 * (about 15 % smaller than gzip here), and the preview sends it to a browser that accepts it, as
 * a static host or CDN in front of the app would. The files under /assets have content-hashed
 * names, so they may be cached for good.
 */
function brotliAssets(): Plugin {
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  return {
    name: 'lexio:brotli-assets',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const item of Object.values(bundle)) {
        if (!types[path.extname(item.fileName)]) continue;
        // The file as written (what the preview would otherwise send).
        const buffer = readFileSync(path.join(outDir, item.fileName));
        if (buffer.length < 1024) continue;
        const compressed = brotliCompressSync(buffer, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
          },
        });
        writeFileSync(path.join(outDir, `${item.fileName}.br`), compressed);
      }
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const accepted = String(req.headers['accept-encoding'] ?? '');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\bbr\b/.test(accepted)) {
          return next();
        }
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        const type = types[path.extname(pathname)];
        const file = path.join(outDir, pathname);
        if (!type || !pathname.startsWith('/assets/') || !file.startsWith(outDir + path.sep)) {
          return next();
        }
        let size: number;
        try {
          size = statSync(`${file}.br`).size;
        } catch {
          return next();
        }
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', size);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (req.method === 'HEAD') return res.end();
        createReadStream(`${file}.br`).pipe(res);
      });
    },
  };
}

/**
 * The signed-in shell's modules by chunk (its own, those it shares with the sign-in page, those it
 * shares with the other sign-in routes), which scripts/build.mjs lists from a first pass (its
 * header says why). Without the list (the dev server, Storybook, a plain `vite build`) chunks are
 * split as usual.
 */
const chunkGroups = new Map<string, string>(
  process.env.LEXIO_CHUNK_GROUPS
    ? Object.entries(
        JSON.parse(readFileSync(process.env.LEXIO_CHUNK_GROUPS, 'utf8')) as Record<string, string>,
      )
    : [],
);

const apiRoutes = apiProxy();

export default defineConfig({
  plugins: [
    react(),
    precompiledMessagesOnly(),
    preconnectApi(),
    preloadFirstPageFiles(),
    brotliAssets(),
  ],
  resolve: { conditions: ['@lexio/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiRoutes },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: apiRoutes },
  // The manifest lets scripts/bundle-size.mjs follow each route's chunks.
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in one file, not twenty-two: on a phone
          // over HTTP/1.1 (six connections) each file waits its turn for a round trip before the
          // first render, and one file compresses better (about 10 KB gzip less here). The
          // signed-in shell's modules go in three more (chunkGroups), each without the modules
          // they import, which stay where the usual splitting puts them; the pages' chunks stay
          // split by the routes that share them.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: (id) => chunkGroups.get(id) ?? null, debugName: 'signed-in shell' },
            // A locale's core messages (every page's first render waits for them) in one file,
            // not four: messages-core-en, -it, -fr.
            { name: (id) => coreMessagesGroup(id), debugName: 'core messages' },
          ],
        },
      },
    },
  },
});
