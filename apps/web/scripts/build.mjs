// The production build, in two passes (`npm run build -w apps/web`; scripts/start.ts runs it too).
// Usage: node apps/web/scripts/build.mjs [vite build options, e.g. --outDir dir --emptyOutDir]
//
// Chunks are split by the set of routes that use a module, so the signed-in shell's code (the
// layout, the session, the sidebar, the data layer) came as some forty small files: each part is
// also used by a different set of pages, and every signed-in page waited for all of them over
// HTTP/1.1's six connections. The first pass builds as usual into a scratch folder; its manifest
// and source maps say, after tree-shaking, which modules the private layout's chunks hold and
// which the sign-in pages' chunks hold (the module graph cannot: through a package's index every
// component looks imported). The second pass, the real one, puts the modules only the signed-in
// side uses into one chunk (vite.config.ts, LEXIO_CHUNK_GROUPS): a signed-in page needs them all
// anyway, and no sign-in page loads them; the modules the shell shares with the sign-in page
// (buttons, text fields, the logo) into another, which both need whole; and those it shares only
// with the other sign-in routes (the query client, the API's schemas) into a third.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.resolve(appDir, '../../node_modules/vite/bin/vite.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'lexio-web-probe-'));

/** The routes whose first load must not grow: the sign-in pages and what they sit in. */
const SIGN_IN_ROUTES = /^src\/app\/routes\/(auth-[\w-]+|login-bare|root)\.route\.tsx$/;
const SHELL_ROUTE = 'src/app/routes/private-layout.route.tsx';
const SIGN_IN_PAGE = 'src/app/routes/auth-login.route.tsx';
/** Dynamic imports of their own: each keeps its chunk (the first page's preloads name them). */
const OWN_CHUNK = /\/src\/app\/(routes\/|prefetch-session|prefetch-law)|\/i18n\/compiled\//;

const build = (args, env = {}) =>
  execFileSync(process.execPath, [vite, 'build', appDir, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

try {
  build(['--outDir', path.join(scratch, 'dist'), '--emptyOutDir', '--logLevel', 'error']);
  const dist = path.join(scratch, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  /** The source modules in these chunks (and their static imports), the entry's left out. */
  const modulesOf = (roots) => {
    const modules = new Set();
    for (const key of closure(roots)) {
      if (entry.has(key)) continue;
      const file = path.join(dist, manifest[key].file);
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      for (const source of map.sources) modules.add(path.resolve(path.dirname(file), source));
    }
    return modules;
  };
  const signIn = modulesOf(Object.keys(manifest).filter((key) => SIGN_IN_ROUTES.test(key)));
  const signInPage = modulesOf([SIGN_IN_PAGE]);
  // Module -> chunk: what only the signed-in side uses; what it shares with the sign-in page
  // (which needs it all too); what it shares with the other sign-in routes (sign-up, confirmation,
  // password reset), which the sign-in page never loads.
  const groups = {};
  for (const id of modulesOf([SHELL_ROUTE])) {
    if (OWN_CHUNK.test(id)) continue;
    groups[id] = signInPage.has(id) ? 'common' : signIn.has(id) ? 'signed-in-shared' : 'signed-in';
  }
  if (!Object.values(groups).includes('signed-in')) {
    throw new Error(`build: no module found for ${SHELL_ROUTE}`);
  }
  const list = path.join(scratch, 'chunk-groups.json');
  writeFileSync(list, JSON.stringify(groups));
  build(process.argv.slice(2), { LEXIO_CHUNK_GROUPS: list });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
