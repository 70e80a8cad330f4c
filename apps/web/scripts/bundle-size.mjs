#!/usr/bin/env node
// Prints each route's first-load JavaScript (gzip) by following the Vite manifest: the entry, the
// route's layout and page chunks, and everything they import statically, plus the messages loaded
// before the route renders: the core namespaces (with the locale) and the namespaces its lazy
// wrappers declare in src/app/router.tsx, in the heaviest locale. Fails when a budget is exceeded,
// when the entry pulls in @mui/x-data-grid, or when a route's chunks hold messages of a namespace
// that neither the core nor the route loads (it would render untranslated).
// Usage: npm run bundle-size -w apps/web [-- --skip-build] [--explain] [--locale en]
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { readRouteNamespaces, readStrings } from './namespaces.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(appDir, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

if (!process.argv.includes('--skip-build') || !existsSync(manifestPath)) {
  execSync('npm run build', { cwd: appDir, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');

const routes = 'src/app/routes/';
const layouts = {
  private: [`${routes}private-layout.route.tsx`],
  open: [`${routes}open-layout.route.tsx`],
  bare: [`${routes}login-bare.route.tsx`],
};
/** Route page -> the lazy layouts above it (see src/app/router.tsx). */
const pages = {
  '/auth/login': [`${routes}auth-login.route.tsx`],
  '/auth/register': [`${routes}auth-register.route.tsx`],
  '/auth/confirm': [`${routes}auth-confirm-sign-up.route.tsx`],
  '/auth/reset/request': [`${routes}auth-reset-request.route.tsx`],
  '/auth/reset/finalize': [`${routes}auth-reset-finalize.route.tsx`],
  '/auth/impersonate/:user': [...layouts.bare, `${routes}auth-impersonate.route.tsx`],
  '/assistant': [...layouts.private, `${routes}assistant-home.route.tsx`],
  '/assistant/:thread': [...layouts.private, `${routes}assistant-thread.route.tsx`],
  '/assistant/workspaces': [...layouts.private, `${routes}assistant-workspaces.route.tsx`],
  '/settings/profile': [
    ...layouts.private,
    `${routes}settings.route.tsx`,
    `${routes}settings-profile.route.tsx`,
  ],
  '/products': [...layouts.private, `${routes}products.route.tsx`],
  '/purchase': [...layouts.open, `${routes}purchase.route.tsx`],
  '/discover': [...layouts.open, `${routes}discover.route.tsx`],
  '/share/*': [...layouts.open, `${routes}share.route.tsx`],
  '/regulatory-alert': [...layouts.private, `${routes}regulatory-alert.route.tsx`],
  '/library/:workspaceId/:documentId': [...layouts.private, `${routes}library-document.route.tsx`],
  '/documents/*': [...layouts.private, `${routes}documents.route.tsx`],
  '/court-rulings/*': [...layouts.private, `${routes}court-rulings.route.tsx`],
};
const budgetsKb = { '/auth/login': 200, '/assistant': 300 };

// Messages: src/i18n/compiled/{locale}/{namespace}.json, one chunk each.
const namespacesFile = path.join(appDir, 'src/i18n/namespaces.ts');
const coreNamespaces = readStrings(namespacesFile, 'coreNamespaces');
const knownNamespaces = readStrings(namespacesFile, 'namespaces');
const declared = Object.fromEntries(
  Object.entries(readRouteNamespaces(path.join(appDir, 'src/app/router.tsx'))).map(
    ([specifier, namespaces]) => [`src/app/${specifier.replace(/^\.\//, '')}.tsx`, namespaces],
  ),
);
const locales = [
  ...new Set(
    Object.keys(manifest)
      .map((key) => /i18n\/compiled\/([^/]+)\/[^/]+\.json$/.exec(key)?.[1])
      .filter(Boolean),
  ),
];
if (!locales.length) throw new Error('No compiled message chunks in the Vite manifest');
// --locale xx measures that locale instead of the heaviest one.
const localeArg = process.argv.indexOf('--locale');
if (localeArg !== -1) locales.splice(0, locales.length, process.argv[localeArg + 1]);
const messageChunk = (locale, namespace) => `src/i18n/compiled/${locale}/${namespace}.json`;
/** Namespaces loaded before the route renders: the core and those its lazy wrappers declare. */
const namespacesOf = (keys) => [
  ...new Set([...coreNamespaces, ...keys.flatMap((key) => declared[key] ?? [])]),
];

const sizeCache = new Map();
function gzipKb(file) {
  if (!sizeCache.has(file))
    sizeCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return sizeCache.get(file);
}

/** Files of the given manifest keys and of their static imports, transitively. */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk for ${key}`);
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

/** The route's first-load files in the locale whose messages weigh most for it. */
function firstLoad(keys) {
  const namespaces = namespacesOf(keys);
  let heaviest;
  for (const locale of locales) {
    const chunks = namespaces.map((ns) => messageChunk(locale, ns)).filter((key) => manifest[key]);
    const files = closure([entryKey, ...keys, ...chunks]);
    const kb = total(files);
    if (!heaviest || kb > heaviest.kb) heaviest = { locale, files, kb, namespaces };
  }
  return heaviest;
}

let failed = false;
const rows = [];
for (const [route, keys] of Object.entries(pages)) {
  const { kb, locale, namespaces, files } = firstLoad(keys);
  const budget = budgetsKb[route];
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  rows.push({
    route,
    'first-load JS (KB gzip)': kb.toFixed(1),
    // Each file waits its turn on one of HTTP/1.1's six connections to the origin.
    files: files.size,
    budget: budget ? `${budget}` : '',
    status: budget ? (over ? 'OVER' : 'ok') : '',
    locale,
    'route namespaces': namespaces.filter((ns) => !coreNamespaces.includes(ns)).join(' '),
  });
}
console.table(rows);
console.log(`core namespaces (with the locale): ${coreNamespaces.join(' ')}`);

// The messages modules each route's code holds, by the namespaces of their ids: one the route
// does not load would render untranslated. Sourcemaps name the modules and keep their source.
const sourcesOf = (file) => {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')) : { sources: [] };
};
for (const [route, keys] of Object.entries(pages)) {
  const loaded = namespacesOf(keys);
  const missing = new Set();
  for (const file of closure([entryKey, ...keys])) {
    const map = sourcesOf(file);
    map.sources.forEach((source, i) => {
      if (!source.endsWith('.messages.ts')) return;
      for (const [, id] of (map.sourcesContent?.[i] ?? '').matchAll(/\bid:\s*['"]([^'"]+)['"]/g)) {
        const namespace = id.split('.', 1)[0];
        if (!loaded.includes(namespace)) missing.add(`${namespace} (${path.basename(source)})`);
      }
    });
  }
  if (missing.size) {
    failed = true;
    console.error(
      `${route} renders messages of ${[...missing].join(', ')} without loading them: add the namespace to its withMessages(...) in src/app/router.tsx`,
    );
  }
}
const unknownDeclared = Object.values(declared)
  .flat()
  .filter((ns) => !knownNamespaces.includes(ns));
if (unknownDeclared.length) {
  failed = true;
  console.error(`router.tsx declares unknown namespaces: ${unknownDeclared.join(', ')}`);
}

const entryFiles = closure([entryKey]);
console.log(
  `entry chunk + static imports: ${total(entryFiles).toFixed(1)} KB gzip (${entryFiles.size} files)`,
);

// Sourcemaps name the modules each chunk holds; the entry must hold none of the data grid.
const gridInEntry = [...entryFiles].filter((file) => {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return readFileSync(path.join(dist, file), 'utf8').includes('MuiDataGrid');
  return JSON.parse(readFileSync(map, 'utf8')).sources.some((source) =>
    source.includes('@mui/x-data-grid'),
  );
});
console.log(
  `entry contains @mui/x-data-grid: ${gridInEntry.length ? `YES (${gridInEntry.join(', ')})` : 'no'}`,
);
failed ||= gridInEntry.length > 0;

// --explain: what each first-load file of the budgeted routes holds, by package (source size).
if (process.argv.includes('--explain')) {
  for (const route of Object.keys(budgetsKb)) {
    console.log(`\n${route}`);
    for (const file of firstLoad(pages[route]).files) {
      const mapFile = path.join(dist, `${file}.map`);
      let holds = '';
      if (existsSync(mapFile)) {
        const map = JSON.parse(readFileSync(mapFile, 'utf8'));
        const byPackage = {};
        map.sources.forEach((source, i) => {
          const match = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
          const key = match
            ? match[1]
            : source
                .replace(/^(\.\.\/)+/, '')
                .split('/')
                .slice(0, 3)
                .join('/');
          byPackage[key] = (byPackage[key] ?? 0) + (map.sourcesContent?.[i]?.length ?? 0);
        });
        holds = Object.entries(byPackage)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([key, size]) => `${key} ${Math.round(size / 1024)}K`)
          .join(', ');
      }
      console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}  ${holds}`);
    }
  }
}

if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
