#!/usr/bin/env node
// i18n:compile: splits each locale's catalogue (lang/{locale}.json, formatjs extract format) by
// namespace, the id's prefix before the first '.', and compiles every part with `formatjs
// compile-folder --ast` into src/i18n/compiled/{locale}/{namespace}.json, so a page downloads
// only the precompiled messages it shows. Every namespace listed in src/i18n/namespaces.ts gets
// a file, empty when no message uses it yet; an id whose namespace is not listed there fails the
// build, since no route would ever load it.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { readNamespaces } from './namespaces.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const langDir = path.join(appDir, 'lang');
const outDir = path.join(appDir, 'src/i18n/compiled');
const require = createRequire(import.meta.url);
const formatjs = path.join(
  path.dirname(require.resolve('@formatjs/cli/package.json')),
  'bin/formatjs',
);

const known = readNamespaces(path.join(appDir, 'src/i18n/namespaces.ts'));
const namespaceOf = (id) => id.split('.', 1)[0];

const tmp = mkdtempSync(path.join(os.tmpdir(), 'lexio-messages-'));
try {
  const locales = readdirSync(langDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.basename(file, '.json'));
  for (const locale of locales) {
    const catalogue = JSON.parse(readFileSync(path.join(langDir, `${locale}.json`), 'utf8'));
    const parts = Object.fromEntries(known.map((namespace) => [namespace, {}]));
    const unknown = [];
    for (const [id, message] of Object.entries(catalogue)) {
      const part = parts[namespaceOf(id)];
      if (part) part[id] = message;
      else unknown.push(id);
    }
    if (unknown.length) {
      throw new Error(
        `lang/${locale}.json has ids in no known namespace (${unknown.slice(0, 5).join(', ')}${
          unknown.length > 5 ? ', ...' : ''
        }): add the namespace to src/i18n/namespaces.ts and to the routes that show it`,
      );
    }

    const source = path.join(tmp, 'lang', locale);
    const compiled = path.join(tmp, 'compiled', locale);
    mkdirSync(source, { recursive: true });
    mkdirSync(compiled, { recursive: true });
    const filled = known.filter((namespace) => Object.keys(parts[namespace]).length > 0);
    for (const namespace of filled) {
      writeFileSync(path.join(source, `${namespace}.json`), JSON.stringify(parts[namespace]));
    }
    if (filled.length) {
      execFileSync(process.execPath, [formatjs, 'compile-folder', '--ast', source, compiled], {
        stdio: 'inherit',
      });
    }

    // Replace file by file rather than the whole folder, so a build or test reading the folder
    // at the same moment never finds it missing.
    const target = path.join(outDir, locale);
    mkdirSync(target, { recursive: true });
    for (const namespace of known) {
      const file = path.join(compiled, `${namespace}.json`);
      const ast = existsSync(file) ? readFileSync(file, 'utf8') : '{}';
      writeFileSync(path.join(target, `${namespace}.json`), ast);
    }
    for (const file of readdirSync(target)) {
      if (!known.includes(path.basename(file, '.json'))) rmSync(path.join(target, file));
    }
    console.log(
      `i18n: ${locale} compiled into ${known.length} namespaces (${filled.length} with messages)`,
    );
  }
  // The single-file catalogues of before the split are no longer read by anything.
  for (const file of readdirSync(outDir)) {
    if (file.endsWith('.json')) rmSync(path.join(outDir, file));
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
